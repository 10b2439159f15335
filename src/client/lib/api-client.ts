/// <reference types="vite/client" />
import type { z } from 'zod';
import type { ApiContracts } from './api-contracts';
import { NETWORK_RETRY } from '../../shared/constants';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';
import { CLIENT_MESSAGES, STATUS_MESSAGES } from '../../shared/shell-messages';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { untilPageHydrated } from './page-hydrated';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer from the API (docs/product.md#api-client). */
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

/** The server answered OK but the body was empty, not JSON, or not the shape its response schema promises. */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
}

/** The name of a call's response contract in lib/api-contracts.ts, e.g. 'stats' for GET /api/stats. */
export type ContractName = keyof ApiContracts;
/** The type of the body a contract promises. */
export type Answer<K extends ContractName> = z.infer<ApiContracts[K]>;

export interface RequestOptions<K extends ContractName = ContractName> {
  /** The success body's contract; development and test builds check every OK body against it. */
  contract: K;
  /** Sent as JSON; without it no content type is sent. */
  body?: unknown;
  /** A file sent as the body itself (application/octet-stream), in place of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (error reports sent just before a reload). */
  keepalive?: boolean;
}

/** A parsed body together with the response headers (for paging headers such as X-Total-Count). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export interface ApiClient {
  request<K extends ContractName>(method: HttpMethod, url: string, options: RequestOptions<K>): Promise<Answer<K>>;
  /** The same request, retries and errors as `request`, keeping the response headers. */
  requestWithHeaders<K extends ContractName>(method: HttpMethod, url: string, options: RequestOptions<K>): Promise<ApiResponse<Answer<K>>>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Injectable so tests can run the back-off on a fake clock. */
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
  /** Check OK bodies against their contracts (always false in production builds, which do not ship them). */
  checkContracts?: boolean;
  /** Log the paths a mismatching body got wrong (development builds by default). */
  logMismatches?: boolean;
  /** What each request waits for before it is sent (the app's client: the pre-rendered page's hydration). */
  waitBeforeSending?: () => Promise<void> | undefined;
}

/**
 * Told of every 401 AUTHENTICATION_REQUIRED: the member's session ended (expired, signed out elsewhere,
 * blocked), so whatever this browser holds about them must go (lib/auth/identity-guard.ts,
 * docs/decisions/024-shared-phone-privacy.md). Other 401s (a wrong password, the administrator's token) are
 * not about the member's session.
 */
const sessionEndedListeners = new Set<() => void>();
/** AUTH_ERROR_CODES.authenticationRequired, written out: importing schemas/auth.ts would bring zod into the first visit. */
export const SESSION_ENDED_CODE = 'AUTHENTICATION_REQUIRED';

export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function tellSessionEnded(error: ApiError) {
  if (error.status !== 401 || error.errorCode !== SESSION_ENDED_CODE) return;
  for (const listener of sessionEndedListeners) {
    try {
      listener();
    } catch (failure) {
      // A listener's failure must not replace the answer the caller is waiting for.
      console.error('[api] session-ended listener failed', failure);
    }
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Resolved at call time, and never called as a method of another object (browsers throw "Illegal invocation").
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Only reads are retried: repeating a POST could pay, sign up or grant twice. */
const RETRIED_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);

/** fetch rejects with a TypeError when the network fails; an abort is the caller's choice and not retried. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

export function createApiClient({
  baseUrl = '',
  sleep = realSleep,
  fetchImpl = globalFetch,
  checkContracts = true,
  logMismatches = import.meta.env.DEV,
  waitBeforeSending = () => undefined,
}: ApiClientOptions = {}): ApiClient {
  /** Development and test builds: a body off its contract is a ResponseFormatError, so the bug shows at once. */
  async function checkContract(method: HttpMethod, url: string, contract: ContractName, body: unknown) {
    const { apiContracts } = await import('./api-contracts');
    const result = apiContracts[contract].safeParse(body);
    if (result.success) return;
    if (logMismatches) {
      const paths = result.error.issues.map((issue) => issue.path.map(String).join('.') || '(root)');
      console.warn(`[api] ${method} ${url} answered a body its '${contract}' contract refuses at`, paths);
    }
    throw new ResponseFormatError(CLIENT_MESSAGES.invalidResponse, { cause: result.error });
  }

  async function send(method: HttpMethod, url: string, init: RequestInit): Promise<Response> {
    const wait = waitBeforeSending();
    if (wait) await wait;
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

  async function requestWithHeaders<K extends ContractName>(
    method: HttpMethod,
    url: string,
    { contract, body, file, signal, headers: extraHeaders, keepalive }: RequestOptions<K>,
  ): Promise<ApiResponse<Answer<K>>> {
    const hasBody = body !== undefined;
    // The server answers in the page's language, not in whatever the browser prefers (docs/product.md#languages).
    const headers: Record<string, string> = { 'accept-language': getLocale(), ...extraHeaders };
    if (file) headers['content-type'] = 'application/octet-stream';
    else if (hasBody) headers['content-type'] = 'application/json';

    const response = await send(method, url, {
      method,
      headers,
      body: file ?? (hasBody ? JSON.stringify(body) : undefined),
      credentials: 'include',
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
    const text = await response.text();
    const parsed = parseJson(text);

    if (!response.ok) {
      const error = refusal(method, url, response, parsed);
      tellSessionEnded(error);
      throw error;
    }
    if (text.trim() === '') throw new ResponseFormatError(CLIENT_MESSAGES.emptyResponse);
    if (parsed === INVALID) throw new ResponseFormatError(CLIENT_MESSAGES.invalidResponse);
    // Production skips the check: the server already answers through the same schemas, and the check
    // would put zod (about 30 kB) into every first visit (docs/decisions/014-code-health.md).
    if (import.meta.env.MODE !== 'production' && checkContracts) await checkContract(method, url, contract, parsed);
    return { data: parsed as Answer<K>, headers: response.headers };
  }

  async function request<K extends ContractName>(method: HttpMethod, url: string, options: RequestOptions<K>): Promise<Answer<K>> {
    return (await requestWithHeaders(method, url, options)).data;
  }

  return { request, requestWithHeaders };
}

/**
 * The ApiError for a non-OK answer, from its error envelope when it has one; logged, so a refusal shows in
 * the console whichever way the request was made (the admin file downloads use it too).
 */
export function refusal(method: HttpMethod, url: string, response: Response, body: unknown): ApiError {
  const envelope = isRecord(body) ? body : {};
  const error = new ApiError({
    status: response.status,
    statusText: response.statusText,
    serverMessage: typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : undefined,
    errorCode: typeof envelope.errorCode === 'string' ? envelope.errorCode : undefined,
    details: envelope.details,
  });
  console.warn(`[api] ${method} ${url} failed with ${response.status}`, error.errorCode ?? '(no errorCode)');
  return error;
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

export const apiClient = createApiClient({ waitBeforeSending: untilPageHydrated });

/**
 * Every call of the app goes through here (docs/product.md#api-client), naming the contract of its
 * success body: `apiRequest('GET', '/api/stats', { contract: 'stats', signal })` resolves to `Stats`.
 */
export function apiRequest<K extends ContractName>(method: HttpMethod, url: string, options: RequestOptions<K>): Promise<Answer<K>> {
  return apiClient.request(method, url, options);
}

/** As apiRequest, with the response headers (GET /api/jobs carries its total in X-Total-Count). */
export function apiRequestWithHeaders<K extends ContractName>(
  method: HttpMethod,
  url: string,
  options: RequestOptions<K>,
): Promise<ApiResponse<Answer<K>>> {
  return apiClient.requestWithHeaders(method, url, options);
}

/** The text a person sees for a failed call (docs/product.md#status-messages). */
export function toUserMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 400) return error.serverMessage ?? STATUS_MESSAGES[400];
    if (status === 401 || status === 403 || status === 404 || status === 429) return STATUS_MESSAGES[status];
    if (status >= 500) return STATUS_MESSAGES.serverError;
    // HTTP/2 carries no status text, hence the last fallback.
    return error.serverMessage ?? (error.statusText || m.shell_request_failed_status({ status }));
  }
  if (error instanceof Error) return error.message;
  return STATUS_MESSAGES.serverError;
}
