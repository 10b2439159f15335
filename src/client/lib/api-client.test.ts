// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { CLIENT_MESSAGES, STATUS_MESSAGES } from '../../shared/messages';
import type { AuthStatus } from '../../shared/schemas/auth';
import type { Job, Stats } from '../../shared/schemas/jobs';
import { ApiError, NetworkError, ResponseFormatError, createApiClient, toUserMessage } from './api-client';

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

const STATS: Stats = {
  activeJobs: 3,
  lmiaJobs: 2,
  urgentJobs: 1,
  employers: 2,
  successfulPlacements: 0,
  members: 5,
  lmiaApprovals: 2,
  openPostings: 1,
  latestQuarter: '2025Q1',
  earliestQuarter: '2024Q3',
  positionsApprovedLatestQuarter: 4,
  provincesCovered: 2,
  jobSources: 1,
  jobUpdateMinutes: 15,
};

const JOB: Job = {
  id: 7,
  title: 'Welder',
  company: 'Prairie Steel Ltd.',
  location: 'Regina, SK',
  province: 'Saskatchewan',
  salary: '$32/hour',
  description: 'Welding structural steel.',
  requirements: ['Red Seal'],
  benefits: ['Dental'],
  isLMIA: true,
  isUrgent: false,
  urgentReason: null,
  category: 'Trades',
  employerEmail: null,
  applicationDeadline: null,
  createdAt: '2025-01-15T00:00:00.000Z',
  kind: 'lmia',
  source: 'esdc-lmia',
  nocCode: '72106',
  teer: 2,
  lmiaQuarter: '2024Q4',
  programStream: 'High-wage',
  approvedPositions: 3,
  applicationUrl: null,
  employerId: null,
};

/** A client on the real server whose back-off only records what it would have waited. */
function makeClient(url = baseUrl) {
  const sleeps: number[] = [];
  const inits: RequestInit[] = [];
  const client = createApiClient({
    baseUrl: url,
    logMismatches: true,
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
      else json(res, 200, STATS);
    };
    const { client, sleeps } = makeClient();

    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).resolves.toEqual(STATS);
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up on a GET after 3 attempts with the connection-failed message', async () => {
    const { client, sleeps, inits } = makeClient(await closedPortUrl());

    const error = await failureOf(client.request('GET', '/api/stats', { contract: 'stats' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Connection failed after 3 attempts. Please check your internet connection and try again.');
    expect(inits).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(toUserMessage(error)).toBe(CLIENT_MESSAGES.connectionFailed);
  });

  it('never retries a POST: one attempt, no waiting', async () => {
    const { client, sleeps, inits } = makeClient(await closedPortUrl());

    const error = await failureOf(
      client.request('POST', '/api/auth/sign-in', { contract: 'signIn', body: { email: 'a@b.co', password: 'secret1' } }),
    );
    expect((error as Error).message).toBe(CLIENT_MESSAGES.mutationConnectionFailed);
    expect(inits).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('request shape', () => {
  it('sends a JSON content type only when there is a body, and always includes credentials', async () => {
    routes['GET /api/auth/status'] = (_req, res) => json(res, 200, { authenticated: false, isPaidMember: false });
    routes['POST /api/auth/sign-out'] = (_req, res) => json(res, 200, { success: true, message: 'Signed out' });
    routes['POST /api/auth/forgot-password'] = (_req, res) => json(res, 200, { success: true, message: 'Sent' });
    const { client, inits } = makeClient();

    await client.request('GET', '/api/auth/status', { contract: 'authStatus' });
    await client.request('POST', '/api/auth/sign-out', { contract: 'message' });
    await client.request('POST', '/api/auth/forgot-password', { contract: 'message', body: { email: 'a@b.co' } });

    expect(seen.map((r) => r.headers['content-type'])).toEqual([undefined, undefined, 'application/json']);
    expect(seen[2]?.body).toBe('{"email":"a@b.co"}');
    expect(inits.map((init) => init.credentials)).toEqual(['include', 'include', 'include']);
    // The server answers in the page's language (English here), whatever the browser prefers.
    expect(seen.map((r) => r.headers['accept-language'])).toEqual(['en', 'en', 'en']);
  });
});

describe('response bodies', () => {
  it('rejects an empty body', async () => {
    routes['GET /api/stats'] = (_req, res) => res.writeHead(200).end();
    const { client } = makeClient();
    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).rejects.toThrow('Empty response from server');
  });

  it('rejects a body that is not JSON', async () => {
    routes['GET /api/stats'] = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
    const { client } = makeClient();
    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).rejects.toThrow(
      'Invalid response format from server. Please try again.',
    );
  });

  it('returns a body that matches its contract, typed by it and as sent (the same in every build)', async () => {
    routes['GET /api/auth/status'] = (_req, res) => json(res, 200, { authenticated: true, isPaidMember: true, extra: 'kept' });
    const { client } = makeClient();

    const status = await client.request('GET', '/api/auth/status', { contract: 'authStatus' });
    expectTypeOf(status).toEqualTypeOf<AuthStatus>();
    // The check only checks: production builds skip it, so the body must not depend on it.
    expect(status).toStrictEqual({ authenticated: true, isPaidMember: true, extra: 'kept' });
  });

  it('rejects a body that breaks the response schema with the invalid-response text, logging the paths', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routes['GET /api/auth/status'] = (_req, res) => json(res, 200, { authenticated: 'yes' });
    const { client } = makeClient();

    const error = await failureOf(client.request('GET', '/api/auth/status', { contract: 'authStatus' }));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as Error).message).toBe(CLIENT_MESSAGES.invalidResponse);
    expect((error as Error).cause).toBeInstanceOf(z.ZodError);
    expect(toUserMessage(error)).toBe(CLIENT_MESSAGES.invalidResponse);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /api/auth/status'), ['authenticated', 'isPaidMember']);
  });

  it('refuses a body of the wrong kind altogether, such as an object where a list is promised', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routes['POST /api/auth/sign-up'] = (_req, res) => json(res, 201, { success: true, message: 'Account created' });
    routes['GET /api/jobs'] = (_req, res) => json(res, 200, { jobs: [JOB] });
    const { client } = makeClient();

    await expect(client.request('POST', '/api/auth/sign-up', { contract: 'signUp', body: {} })).rejects.toThrow(ResponseFormatError);
    await expect(client.requestWithHeaders('GET', '/api/jobs', { contract: 'jobList' })).rejects.toThrow(CLIENT_MESSAGES.invalidResponse);
  });

  it('does not log the mismatch when asked not to, but still refuses it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routes['GET /api/stats'] = (_req, res) => json(res, 200, { ...STATS, members: 'many' });
    const client = createApiClient({ baseUrl, logMismatches: false });

    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).rejects.toThrow(ResponseFormatError);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets a mismatching body through when the check is off, as production builds do', async () => {
    routes['GET /api/stats'] = (_req, res) => json(res, 200, { ...STATS, members: 'many' });
    const client = createApiClient({ baseUrl, checkContracts: false });

    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).resolves.toEqual({ ...STATS, members: 'many' });
  });
});

describe('requestWithHeaders', () => {
  it('returns the body with the response headers, such as the paging totals of GET /api/jobs', async () => {
    routes['GET /api/jobs?page=2'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1234', 'x-page': '2' });
      res.end(JSON.stringify([JOB]));
    };
    const { client } = makeClient();

    const { data, headers } = await client.requestWithHeaders('GET', '/api/jobs?page=2', { contract: 'jobList' });
    expectTypeOf(data).toEqualTypeOf<Job[]>();
    expect(data).toEqual([JOB]);
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

    const error = await failureOf(client.requestWithHeaders('GET', '/api/jobs', { contract: 'jobList' }));
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

    // The envelope is read as such: the success schema is never applied to an error answer.
    const error = await failureOf(client.request('POST', '/api/auth/sign-up', { contract: 'signUp', body: { email: 'a@b.co' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ResponseFormatError);
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

    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).rejects.toThrow('503: Service Unavailable');
    await expect(client.request('GET', '/api/jobs', { contract: 'jobList' })).rejects.toThrow('502: Bad Gateway');
  });

  it('is not retried: an HTTP error is an answer, not a network failure', async () => {
    routes['GET /api/stats'] = (_req, res) => json(res, 500, { success: false, message: 'boom', errorCode: 'INTERNAL_ERROR' });
    const { client, sleeps } = makeClient();

    await expect(client.request('GET', '/api/stats', { contract: 'stats' })).rejects.toThrow('500: boom');
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('toUserMessage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  async function errorFor(status: number, payload?: unknown, statusText?: string): Promise<ApiError> {
    routes[`GET /api/status/${status}`] = (_req, res) =>
      payload === undefined ? res.writeHead(status, statusText).end() : json(res, status, payload, statusText);
    const { client } = makeClient();
    const error = await failureOf(client.request('GET', `/api/status/${status}`, { contract: 'message' }));
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
  });

  it.each([
    [401, 'Authentication required. Please sign in and try again.'],
    [403, 'Access denied. Please check your permissions.'],
    [404, 'Resource not found. Please try again.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error. Please try again in a moment.'],
    [503, 'Server error. Please try again in a moment.'],
  ])('maps %i to its fixed text, whatever the server said', async (status, text) => {
    const error = await errorFor(status, { success: false, message: 'server wording', errorCode: 'X' });
    expect(toUserMessage(error)).toBe(text);
  });

  it('keeps the server text, else the status text, for other statuses', async () => {
    expect(toUserMessage(await errorFor(418, { success: false, message: 'Short and stout', errorCode: 'TEAPOT' }))).toBe('Short and stout');
    expect(toUserMessage(await errorFor(418, undefined, "I'm a teapot"))).toBe("I'm a teapot");
  });
});
