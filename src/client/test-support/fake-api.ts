import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { errorEnvelopeSchema, type ErrorEnvelope } from '../../shared/schemas/envelope';
import { apiContracts, type ApiContracts } from '../lib/api-contracts';
import type { ContractName } from '../lib/api-client';

/**
 * A stand-in for the API server in component tests (docs/decisions/029-component-tests.md).
 *
 * Why a fake at all: a component test runs inside the browser, where the real Fastify server and its database cannot
 * start, and Vitest's browser mode has no per-test way to answer from the test page's own server. So `fetch` is
 * wrapped for the one test that calls this, and only there: the component, its hooks and the real API client run
 * unchanged. Every answer is built through the same zod schemas the client checks bodies against (`apiContracts`,
 * the error envelope), so a fake answer that drifts from the contract throws in the test instead of passing.
 */

export interface FakeRequest {
  method: string;
  /** The path and query, e.g. '/api/payments/mpesa/abc'. */
  path: string;
  /** The JSON body sent, or undefined. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A success body, checked against the contract the client names for the call. */
export function ok<K extends ContractName>(contract: K, body: z.input<ApiContracts[K]>, status = 200): FakeAnswer {
  return { status, body: apiContracts[contract].parse(body) };
}

/** A refusal in the error envelope every API error uses. */
export function refuse(status: number, envelope: Omit<ErrorEnvelope, 'success'>): FakeAnswer {
  return { status, body: errorEnvelopeSchema.parse({ success: false, ...envelope }) };
}

/** What an unknown route gets: the server's 404, so a call the test did not expect shows in `requests` and fails as it would live. */
const notFound = () => refuse(404, { message: 'Not found', errorCode: 'NOT_FOUND' });

/**
 * Answers the page's API calls with `answer` until the test ends. Returns the requests as they were sent, so a
 * test can say what left the browser (and what did not).
 */
export function fakeApi(answer: (request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>): {
  requests: FakeRequest[];
} {
  const requests: FakeRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const { status, body } = (await answer(request)) ?? notFound();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  onTestFinished(() => spy.mockRestore());
  return { requests };
}
