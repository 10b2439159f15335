// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, STATUS_MESSAGES } from '../../shared/messages';
import { ApiError, NetworkError, createApiClient, isRetryable, toUserMessage } from './api-client';
import { getQueryFn } from './query-client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on a free loopback port; each test installs the routes it needs. */
let server: Server;
let baseUrl: string;
let routes: Record<string, Handler>;
let seen: SeenRequest[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const handler = routes[`${req.method} ${req.url}`];
      if (handler) handler(req, res, body);
      else json(res, 404, { success: false, message: 'No such route', errorCode: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  routes = {};
  seen = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

function json(res: ServerResponse, status: number, payload: unknown, statusText?: string) {
  res.writeHead(status, statusText, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

/** A client on the real server whose back-off only records what it would have waited. */
function makeClient(url = baseUrl) {
  const sleeps: number[] = [];
  const inits: RequestInit[] = [];
  const client = createApiClient({
    baseUrl: url,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    fetchImpl: (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    },
  });
  return { client, sleeps, inits };
}

/** A port that was just listening and is now closed: connecting is refused. */
async function closedPortUrl() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('network failures', () => {
  it('retries a GET whose connection drops, waiting 1 s then 2 s, and returns the third answer', async () => {
    let calls = 0;
    routes['GET /api/stats'] = (req, res) => {
      calls++;
      if (calls <= 2) req.socket.destroy();
      else json(res, 200, { activeJobs: 3 });
    };
    const { client, sleeps } = makeClient();

    await expect(client.request('GET', '/api/stats')).resolves.toEqual({ activeJobs: 3 });
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up on a GET after 3 attempts with the connection-failed message', async () => {
    const { client, sleeps, inits } = makeClient(await closedPortUrl());

    const error = await failureOf(client.request('GET', '/api/stats'));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Connection failed after 3 attempts. Please check your internet connection and try again.');
    expect(inits).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(toUserMessage(error)).toBe(CLIENT_MESSAGES.connectionFailed);
    expect(isRetryable(error)).toBe(true);
  });

  it('never retries a POST: one attempt, no waiting', async () => {
    const { client, sleeps, inits } = makeClient(await closedPortUrl());

    const error = await failureOf(client.request('POST', '/api/auth/sign-in', { email: 'a@b.co', password: 'secret1' }));
    expect((error as Error).message).toBe(CLIENT_MESSAGES.mutationConnectionFailed);
    expect(inits).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('request shape', () => {
  it('sends a JSON content type only when there is a body, and always includes credentials', async () => {
    routes['GET /api/auth/status'] = (_req, res) => json(res, 200, { authenticated: false });
    routes['POST /api/job-funnel/start'] = (_req, res) => json(res, 200, { success: true });
    routes['POST /api/auth/sign-in'] = (_req, res) => json(res, 200, { success: true });
    const { client, inits } = makeClient();

    await client.request('GET', '/api/auth/status');
    await client.request('POST', '/api/job-funnel/start');
    await client.request('POST', '/api/auth/sign-in', { email: 'a@b.co', password: 'secret1' });

    expect(seen.map((r) => r.headers['content-type'])).toEqual([undefined, undefined, 'application/json']);
    expect(seen[2]?.body).toBe('{"email":"a@b.co","password":"secret1"}');
    expect(inits.map((init) => init.credentials)).toEqual(['include', 'include', 'include']);
  });
});

describe('response bodies', () => {
  it('rejects an empty body', async () => {
    routes['GET /api/stats'] = (_req, res) => res.writeHead(200).end();
    const { client } = makeClient();
    await expect(client.request('GET', '/api/stats')).rejects.toThrow('Empty response from server');
  });

  it('rejects a body that is not JSON', async () => {
    routes['GET /api/stats'] = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
    const { client } = makeClient();
    await expect(client.request('GET', '/api/stats')).rejects.toThrow('Invalid response format from server. Please try again.');
  });
});

describe('requestWithHeaders', () => {
  it('returns the body with the response headers, such as the paging totals of GET /api/jobs', async () => {
    routes['GET /api/jobs?page=2'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1234', 'x-page': '2' });
      res.end(JSON.stringify([{ id: 7 }]));
    };
    const { client } = makeClient();

    const { data, headers } = await client.requestWithHeaders<Array<{ id: number }>>('GET', '/api/jobs?page=2');
    expect(data).toEqual([{ id: 7 }]);
    expect(headers.get('X-Total-Count')).toBe('1234');
    expect(headers.get('X-Page')).toBe('2');
  });

  it('retries and fails exactly as request does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    routes['GET /api/jobs'] = (req, res) => {
      calls++;
      if (calls === 1) req.socket.destroy();
      else json(res, 400, { success: false, message: 'Unknown province', errorCode: 'VALIDATION_ERROR' });
    };
    const { client, sleeps } = makeClient();

    const error = await failureOf(client.requestWithHeaders('GET', '/api/jobs'));
    expect(error).toBeInstanceOf(ApiError);
    expect(toUserMessage(error)).toBe('Unknown province');
    expect(sleeps).toEqual([1000]);
  });
});

describe('error responses', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("reads '{status}: {message}' from the server's message and logs the errorCode", async () => {
    routes['POST /api/auth/sign-up'] = (_req, res) =>
      json(res, 409, {
        success: false,
        message: 'This email is already registered.',
        errorCode: 'EMAIL_EXISTS',
        details: { field: 'email' },
      });
    const { client } = makeClient();

    const error = await failureOf(client.request('POST', '/api/auth/sign-up', { email: 'a@b.co' }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('409: This email is already registered.');
    expect(apiError.status).toBe(409);
    expect(apiError.errorCode).toBe('EMAIL_EXISTS');
    expect(apiError.details).toEqual({ field: 'email' });
    expect(apiError.serverMessage).toBe('This email is already registered.');
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), 'EMAIL_EXISTS');
  });

  it('falls back to the status text when the body has no message', async () => {
    routes['GET /api/stats'] = (_req, res) => res.writeHead(503, 'Service Unavailable').end();
    routes['GET /api/jobs'] = (_req, res) => res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' }).end('<h1>502</h1>');
    const { client } = makeClient();

    await expect(client.request('GET', '/api/stats')).rejects.toThrow('503: Service Unavailable');
    await expect(client.request('GET', '/api/jobs')).rejects.toThrow('502: Bad Gateway');
  });

  it('is not retried: an HTTP error is an answer, not a network failure', async () => {
    routes['GET /api/stats'] = (_req, res) => json(res, 500, { success: false, message: 'boom', errorCode: 'INTERNAL_ERROR' });
    const { client, sleeps } = makeClient();

    await expect(client.request('GET', '/api/stats')).rejects.toThrow('500: boom');
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('toUserMessage and isRetryable', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  async function errorFor(status: number, payload?: unknown, statusText?: string): Promise<ApiError> {
    routes[`GET /api/status/${status}`] = (_req, res) =>
      payload === undefined ? res.writeHead(status, statusText).end() : json(res, status, payload, statusText);
    const { client } = makeClient();
    const error = await failureOf(client.request('GET', `/api/status/${status}`));
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('shows the server message for a 400, else the generic invalid-request text', async () => {
    const withMessage = await errorFor(400, {
      success: false,
      message: 'Please enter both email and access code',
      errorCode: 'VALIDATION_ERROR',
    });
    expect(toUserMessage(withMessage)).toBe('Please enter both email and access code');
    const without = await errorFor(400);
    expect(toUserMessage(without)).toBe(STATUS_MESSAGES[400]);
    expect(isRetryable(without)).toBe(false);
  });

  it.each([
    [401, 'Authentication required. Please sign in and try again.', false],
    [403, 'Access denied. Please check your permissions.', false],
    [404, 'Resource not found. Please try again.', false],
    [429, 'Too many requests. Please wait a moment and try again.', true],
    [500, 'Server error. Please try again in a moment.', true],
    [503, 'Server error. Please try again in a moment.', true],
  ])('maps %i to its fixed text, whatever the server said', async (status, text, retryable) => {
    const error = await errorFor(status, { success: false, message: 'server wording', errorCode: 'X' });
    expect(toUserMessage(error)).toBe(text);
    expect(isRetryable(error)).toBe(retryable);
  });

  it('keeps the server text, else the status text, for other statuses', async () => {
    expect(toUserMessage(await errorFor(418, { success: false, message: 'Short and stout', errorCode: 'TEAPOT' }))).toBe('Short and stout');
    expect(toUserMessage(await errorFor(418, undefined, "I'm a teapot"))).toBe("I'm a teapot");
  });

  it('judges plain errors by their message', () => {
    expect(isRetryable(new Error('Request timeout'))).toBe(true);
    expect(isRetryable(new Error('Failed to fetch'))).toBe(true);
    expect(isRetryable(new Error('Payment system configuration error'))).toBe(false);
    expect(isRetryable(new Error('Passwords do not match'))).toBe(false);
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: QueryKey) => ({ queryKey, signal: new AbortController().signal }) as unknown as QueryFunctionContext<QueryKey>;

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routes['GET /api/auth/status'] = (_req, res) =>
      json(res, 401, { success: false, message: 'Not signed in', errorCode: 'UNAUTHENTICATED' });
  });

  it('GETs the query key joined by "/"', async () => {
    routes['GET /api/jobs/42'] = (_req, res) => json(res, 200, { id: 42 });
    const { client } = makeClient();

    await expect(getQueryFn({ api: client })(context(['/api/jobs', 42]))).resolves.toEqual({ id: 42 });
    expect(seen[0]?.url).toBe('/api/jobs/42');
  });

  it('returns null on 401 when asked to', async () => {
    const { client } = makeClient();
    await expect(getQueryFn({ on401: 'returnNull', api: client })(context(['/api/auth/status']))).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    const { client } = makeClient();
    await expect(getQueryFn({ api: client })(context(['/api/auth/status']))).rejects.toMatchObject({ status: 401 });
  });
});
