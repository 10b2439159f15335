import { NETWORK_RETRY } from '../../shared/constants';
import { CLIENT_MESSAGES, STATUS_MESSAGES } from '../../shared/messages';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer from the API (SPEC §8 'General'). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly errorCode: string | undefined;
  readonly details: unknown;
  readonly serverMessage: string | undefined;

  constructor(init: { status: number; statusText: string; errorCode?: string; details?: unknown; serverMessage?: string }) {
    super(`${init.status}: ${init.serverMessage ?? init.statusText}`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.errorCode = init.errorCode;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
  }
}

/** The request never reached the server (offline, refused, reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The server answered OK but the body was empty or not JSON. */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A parsed body together with the response headers (for paging headers such as X-Total-Count). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export interface ApiClient {
  request<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The same request, retries and errors as `request`, keeping the response headers. */
  requestWithHeaders<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Injectable so tests can run the back-off on a fake clock. */
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Resolved at call time, and never called as a method of another object (browsers throw "Illegal invocation").
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Only reads are retried: repeating a POST could pay, sign up or grant twice. */
const RETRIED_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);

/** fetch rejects with a TypeError when the network fails; an abort is the caller's choice and not retried. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

export function createApiClient({ baseUrl = '', sleep = realSleep, fetchImpl = globalFetch }: ApiClientOptions = {}): ApiClient {
  async function send(method: HttpMethod, url: string, init: RequestInit): Promise<Response> {
    const attempts = RETRIED_METHODS.has(method) ? NETWORK_RETRY.attempts : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetchImpl(baseUrl + url, init);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        if (attempt >= attempts) {
          const message = attempts > 1 ? CLIENT_MESSAGES.connectionFailed : CLIENT_MESSAGES.mutationConnectionFailed;
          throw new NetworkError(message, { cause: error });
        }
        // Linear back-off: 1 s after the first failure, 2 s after the second.
        await sleep(NETWORK_RETRY.backoffMs * attempt);
      }
    }
  }

  async function requestWithHeaders<T>(
    method: HttpMethod,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const hasBody = body !== undefined;
    const headers: Record<string, string> = { ...options.headers };
    if (hasBody) headers['content-type'] = 'application/json';

    const response = await send(method, url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
    const text = await response.text();
    const parsed = parseJson(text);

    if (!response.ok) {
      const envelope = isRecord(parsed) ? parsed : {};
      const error = new ApiError({
        status: response.status,
        statusText: response.statusText,
        serverMessage: typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : undefined,
        errorCode: typeof envelope.errorCode === 'string' ? envelope.errorCode : undefined,
        details: envelope.details,
      });
      console.warn(`[api] ${method} ${url} failed with ${response.status}`, error.errorCode ?? '(no errorCode)');
      throw error;
    }
    if (text.trim() === '') throw new ResponseFormatError(CLIENT_MESSAGES.emptyResponse);
    if (parsed === INVALID) throw new ResponseFormatError(CLIENT_MESSAGES.invalidResponse);
    return { data: parsed as T, headers: response.headers };
  }

  async function request<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await requestWithHeaders<T>(method, url, body, options)).data;
  }

  return { request, requestWithHeaders };
}

const INVALID = Symbol('invalid-json');

function parseJson(text: string): unknown {
  if (text.trim() === '') return INVALID;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const apiClient = createApiClient();

/** SPEC §7: every call of the app goes through here. */
export function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return apiClient.request<T>(method, url, body, options);
}

/** As apiRequest, with the response headers (GET /api/jobs carries its total in X-Total-Count). */
export function apiRequestWithHeaders<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<ApiResponse<T>> {
  return apiClient.requestWithHeaders<T>(method, url, body, options);
}

/** SPEC §8 'General': the text a person sees for a failed call. */
export function toUserMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 400) return error.serverMessage ?? STATUS_MESSAGES[400];
    if (status === 401 || status === 403 || status === 404 || status === 429) return STATUS_MESSAGES[status];
    if (status >= 500) return STATUS_MESSAGES.serverError;
    // HTTP/2 carries no status text, hence the last fallback.
    return error.serverMessage ?? (error.statusText || `Request failed with status ${status}`);
  }
  if (error instanceof Error) return error.message;
  return STATUS_MESSAGES.serverError;
}

/** SPEC §8: whether trying the same call again may help. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 408 || error.status === 429 || error.status >= 500;
  if (error instanceof NetworkError) return true;
  if (!(error instanceof Error)) return false;
  if (/config/i.test(error.message)) return false;
  return error.name === 'TimeoutError' || /network|timeout|timed out|connection|fetch|rate limit/i.test(error.message);
}
