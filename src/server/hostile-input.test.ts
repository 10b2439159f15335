import { Worker } from 'node:worker_threads';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../shared/messages';
import { errorEnvelopeSchema } from '../shared/schemas/envelope';
import { ERROR_CODES } from '../shared/error-codes';
import { json, signUpMember, signUpPayload, STRONG_PASSWORD, uniqueEmail } from './test-support/members';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * Input built to hurt: e-mail addresses shaped to make a backtracking pattern run for seconds, and text
 * with control characters or broken UTF-16 that PostgreSQL refuses. Every route that takes text must turn
 * these away quickly with the 400 envelope, never with a 500 or a stalled server.
 */

const KIB = 1024;
const MIB = 1024 * KIB;
const ADMIN = { username: 'hostile-input-admin', password: 'Hostile-Input-Password-7' };

let addressCounter = 0;
/** Each request from an address of its own, so that the per-address rate limits do not answer first. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** E-mail shapes that sent the old e-mail pattern into quadratic backtracking, `length` characters long. */
function hostileEmails(length: number): Record<string, string> {
  const pairs = Math.floor((length - 3) / 2);
  return {
    "'a@' + 'a.' × n + '@'": `a@${'a.'.repeat(pairs)}@`,
    "'a' × n + '@'": `${'a'.repeat(length - 1)}@`,
    "'@' × n": '@'.repeat(length),
    "'a@' + 'a.' × n": `a@${'a.'.repeat(pairs)}`,
  };
}

let mobiles = 0;
/** A phone of its own per request: M-Pesa allows 3 pushes per number in 10 minutes. */
const anyKenyanMobile = () => `07${String(50_000_000 + (mobiles += 1))}`;

/** The routes that take an e-mail in a JSON body, each with an otherwise valid body. */
const EMAIL_ROUTES: ReadonlyArray<{ url: string; body: (email: unknown) => Record<string, unknown> }> = [
  { url: '/api/auth/sign-up', body: (email) => ({ ...signUpPayload(), email, username: undefined }) },
  { url: '/api/auth/sign-in', body: (email) => ({ email, password: 'not-the-password' }) },
  { url: '/api/auth/forgot-password', body: (email) => ({ email }) },
  { url: '/api/job-alerts', body: (email) => ({ email, search: 'cook' }) },
  { url: '/api/create-payment-intent', body: (email) => ({ amount: 300, currency: 'cad', description: 'Membership', email }) },
  { url: '/api/humanitarian-access', body: (email) => ({ email, accessCode: 'ABCDEFGHJKMNPQRS' }) },
  { url: '/api/payments/mpesa', body: (email) => ({ email, phone: anyKenyanMobile() }) },
];

const EMAIL_PLACEHOLDER = '\u0001e-mail goes here\u0001';

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Sends the requests at once from a worker thread and resolves with the answers. The client's own work
 * (building and writing ten bodies of 1 MiB) then happens outside this thread, so what /api/health waits
 * for is the server alone. With `junk`, each body carries a number for its e-mail and the long string in
 * a field no route reads: the same bytes to read and parse, nothing for the e-mail check to chew on.
 */
function sendFromAnotherThread(requests: Array<{ url: string; template: string; email: number }>, emails: string[], junk: boolean) {
  const sender = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { requests, emails, placeholder, junk } = workerData;
    const slot = JSON.stringify(placeholder);
    Promise.all(requests.map(async ({ url, template, email }) => {
      const long = JSON.stringify(emails[email]);
      const body = junk ? template.replace(slot, '1').replace(/}$/, () => ',"junk":' + long + '}') : template.replace(slot, () => long);
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return { status: response.status, body: await response.json() };
    })).then((answers) => parentPort.postMessage({ answers }), (error) => parentPort.postMessage({ error: String(error) }));
  `;
  const worker = new Worker(sender, { eval: true, workerData: { requests, emails, placeholder: EMAIL_PLACEHOLDER, junk } });
  return new Promise<Answer[]>((resolve, reject) => {
    worker.once('message', (message: { answers?: Answer[]; error?: string }) => {
      void worker.terminate();
      if (message.answers) resolve(message.answers);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

/** Room left in the 1 MiB body limit for the other fields and the JSON around the e-mail. */
const BODY_ROOM = 512;

const FORBIDDEN_MESSAGE = VALIDATION_MESSAGES.forbiddenCharacters;

describe('hostile input', () => {
  let t: TestApp;
  let adminToken: string;
  let memberCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ admin: ADMIN });
    adminToken = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, remoteAddress: nextAddress() })).json()
      .token;
    memberCookie = (await signUpMember(t.app)).cookie;
  });
  afterAll(async () => t.close());

  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: nextAddress(), ...options });

  async function timedPost(url: string, body: Record<string, unknown>) {
    const payload = JSON.stringify(body);
    const started = performance.now();
    const response = await inject({ method: 'POST', url, headers: json, payload });
    return { response, ms: performance.now() - started };
  }

  /** The quickest of a few runs: the least disturbed by whatever else the machine is doing. */
  async function quickest(url: string, body: Record<string, unknown>, runs = 3) {
    let best = Number.POSITIVE_INFINITY;
    let last;
    for (let i = 0; i < runs; i += 1) {
      last = await timedPost(url, body);
      best = Math.min(best, last.ms);
    }
    return { response: last!.response, ms: best };
  }

  const expectValidationEnvelope = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.errorCode).toBe(ERROR_CODES.validation);
    expect(envelope.details).toBeTypeOf('object');
    return envelope as typeof envelope & { details: Record<string, string> };
  };

  describe('an e-mail built to make a pattern backtrack', () => {
    it.each(EMAIL_ROUTES.map((route) => [route.url, route] as const))(
      '%s: 400 VALIDATION_ERROR, within 50 ms of the time reading the body takes',
      async (_url, route) => {
        // 128 KiB first: code that backtracks quadratically fails there within seconds, instead of blocking
        // the test worker for minutes on the 1 MiB body.
        for (const size of [128 * KIB, MIB]) {
          const length = size - BODY_ROOM;
          // Reading and parsing a body this size is the floor: a number for the e-mail beside a junk field as long.
          const floor = await quickest(route.url, { ...route.body(12345), junk: 'a'.repeat(length) });
          expectValidationEnvelope(floor.response);
          for (const [shape, email] of Object.entries(hostileEmails(length))) {
            const hostile = await quickest(route.url, route.body(email), 2);
            const envelope = expectValidationEnvelope(hostile.response);
            expect(envelope.details.email, shape).toBeTypeOf('string');
            const label = `${size / KIB} KiB ${shape}: ${hostile.ms.toFixed(1)} ms against ${floor.ms.toFixed(1)} ms to read the body`;
            expect(hostile.ms - floor.ms, label).toBeLessThan(50);
          }
        }
      },
    );

    it('leaves /api/health answering within 50 ms of its usual time while ten such requests arrive at once over HTTP', async () => {
      // A quick first look, so that a server that does backtrack fails here instead of stalling for minutes.
      const probe = await timedPost('/api/auth/sign-up', EMAIL_ROUTES[0]!.body(hostileEmails(64 * KIB)["'a@' + 'a.' × n + '@'"]));
      expect(probe.ms).toBeLessThan(250);

      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const emails = Object.values(hostileEmails(MIB - BODY_ROOM));
      // Each body with a placeholder where its e-mail goes; the sender fills it in.
      const requests = Array.from({ length: 10 }, (_, i) => {
        const route = EMAIL_ROUTES[i % EMAIL_ROUTES.length]!;
        return { url: `${address}${route.url}`, template: JSON.stringify(route.body(EMAIL_PLACEHOLDER)), email: i % emails.length };
      });
      const health = async () => {
        const started = performance.now();
        const response = await fetch(`${address}/api/health`);
        await response.text();
        expect(response.status).toBe(200);
        return performance.now() - started;
      };
      /** /api/health's answer times, polled one after another until every request has its answer. */
      const pollWhile = async (sending: Promise<Answer[]>) => {
        let finished = false;
        const answers = sending.finally(() => {
          finished = true;
        });
        const latencies: number[] = [];
        while (!finished || latencies.length < 5) latencies.push(await health());
        return { answers: await answers, worst: Math.max(...latencies), latencies };
      };
      await health(); // the connection opened

      // Reading and parsing ten bodies of 1 MiB that arrive together holds the server up by itself (30 to
      // 100 ms on a busy two-core machine); that much is the floor, and the e-mail check may add no more
      // than 150 ms to it: other test files share the two cores and can take one away for a moment, while a
      // check that backtracks adds seconds.
      const floor = await pollWhile(sendFromAnotherThread(requests, emails, true));
      const hostile = await pollWhile(sendFromAnotherThread(requests, emails, false));
      for (const answer of [...floor.answers, ...hostile.answers]) {
        expect(answer.status).toBe(400);
        expect(errorEnvelopeSchema.parse(answer.body).errorCode).toBe(ERROR_CODES.validation);
      }
      const figures = (latencies: number[]) => latencies.map((ms) => ms.toFixed(1)).join(', ');
      expect(
        hostile.worst,
        `health (ms) with hostile e-mails: ${figures(hostile.latencies)}; with junk fields: ${figures(floor.latencies)}`,
      ).toBeLessThan(Math.max(50, floor.worst) + 150);
    });
  });

  describe('control characters and broken UTF-16 in any text field', () => {
    /** One character no single-line field accepts, fenced by letters so that it cannot pair up with a neighbour. */
    const forbiddenCharacter = fc
      .oneof(
        fc.constantFrom('\u0000', '\ud800', '\udc00', '\u007f', '\u001b', '\u0085', '\u0008'),
        fc.integer({ min: 0x00, max: 0x1f }).filter((code) => code !== 0x09 && code !== 0x0a && code !== 0x0d),
        fc.integer({ min: 0x7f, max: 0x9f }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
      )
      .map((unit) => `q${typeof unit === 'number' ? String.fromCharCode(unit) : unit}q`);
    /** Any text at all: printable, control characters, and halves of surrogate pairs on their own. */
    const anyText = fc.string({
      unit: fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
        { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
      ),
      maxLength: 60,
    });
    /** The same without surrogate halves, for URLs (a URL cannot carry one). */
    const anyUrlText = fc.string({
      unit: fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
      ),
      maxLength: 60,
    });
    const forbiddenUrlCharacter = fc
      .oneof(
        fc.constant(0),
        fc.integer({ min: 0x01, max: 0x1f }).filter((code) => code !== 0x09 && code !== 0x0a && code !== 0x0d),
        fc.integer({ min: 0x7f, max: 0x9f }),
      )
      .map((code) => `q${String.fromCharCode(code)}q`);

    /** A value with a forbidden character in its middle, or any text; `true` when it must be refused. */
    const valueFor = (valid: string, forUrl = false) =>
      fc.oneof(
        fc.tuple(fc.nat(), forUrl ? forbiddenUrlCharacter : forbiddenCharacter).map(([at, bad]) => {
          const cut = 1 + (at % Math.max(1, valid.length - 1));
          return { value: valid.slice(0, cut) + bad + valid.slice(cut), mustRefuse: true };
        }),
        (forUrl ? anyUrlText : anyText).map((value) => ({ value, mustRefuse: false })),
      );

    const RUNS = { numRuns: 50, seed: 20_260_510 };

    const check = (
      response: { statusCode: number; json(): unknown; body: string; headers: Record<string, unknown> },
      field: string,
      mustRefuse: boolean,
    ) => {
      expect(response.statusCode, response.body).toBeLessThan(500);
      // Every error is the JSON envelope, except the job-alert link pages, which answer an unknown link in HTML.
      if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json'))
        errorEnvelopeSchema.parse(response.json());
      if (mustRefuse) {
        const envelope = expectValidationEnvelope(response);
        expect(envelope.details[field], JSON.stringify(envelope.details)).toBe(FORBIDDEN_MESSAGE);
      }
    };

    /** `notText`: string fields the schema deliberately leaves to the service (the currency is checked there). */
    type BodyRoute = {
      method: 'POST' | 'PATCH';
      url: string;
      valid: () => Record<string, string | number>;
      headers?: () => Record<string, string>;
      notText?: string[];
    };
    const BODY_ROUTES: BodyRoute[] = [
      { method: 'POST', url: '/api/auth/sign-up', valid: () => ({ ...signUpPayload(), username: 'someone' }) },
      { method: 'POST', url: '/api/auth/sign-in', valid: () => ({ email: uniqueEmail('nobody'), password: 'not-the-password' }) },
      { method: 'POST', url: '/api/auth/forgot-password', valid: () => ({ email: uniqueEmail('forgot') }) },
      { method: 'POST', url: '/api/auth/reset-password', valid: () => ({ token: 'not-a-real-reset-token', password: STRONG_PASSWORD }) },
      {
        method: 'POST',
        url: '/api/create-payment-intent',
        valid: () => ({ amount: 300, currency: 'cad', email: uniqueEmail('payer'), description: 'Membership' }),
        notText: ['currency'],
      },
      {
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        valid: () => ({
          paymentIntentId: 'pi_sandbox_unknown',
          clientSecret: 'pi_sandbox_unknown_secret_abc',
          cardNumber: '4242424242424242',
        }),
      },
      { method: 'POST', url: '/api/humanitarian-access', valid: () => ({ email: uniqueEmail('refugee'), accessCode: 'ABCDEFGHJKMNPQRS' }) },
      { method: 'POST', url: '/api/payments/mpesa', valid: () => ({ email: uniqueEmail('mpesa'), phone: anyKenyanMobile() }) },
      {
        method: 'POST',
        url: '/api/job-alerts',
        valid: () => ({ email: uniqueEmail('alerts'), search: 'cook', province: 'Ontario', category: 'Hospitality' }),
        headers: () => ({ cookie: memberCookie }),
      },
      {
        method: 'POST',
        url: '/api/client-errors',
        valid: () => ({
          message: 'Boom',
          stack: 'Error: Boom\n    at x',
          componentStack: '\n    in App',
          timestamp: new Date().toISOString(),
          userAgent: 'Mozilla/5.0',
          url: 'http://localhost/jobs',
          userId: 'anonymous',
        }),
      },
      { method: 'POST', url: '/api/admin/login', valid: () => ({ username: 'nobody-admin', password: 'not-the-password' }) },
      {
        method: 'POST',
        url: '/api/admin/humanitarian-codes',
        valid: () => ({ email: uniqueEmail('issued'), note: 'Referred by a partner' }),
        headers: () => ({ authorization: `Bearer ${adminToken}` }),
      },
      // A member who does not exist: a valid reason is answered 404, a forbidden character 400 before that.
      {
        method: 'POST',
        url: '/api/admin/users/00000000-0000-4000-8000-000000000000/block',
        valid: () => ({ reason: 'Card fraud reported by the bank' }),
        headers: () => ({ authorization: `Bearer ${adminToken}` }),
      },
      { method: 'POST', url: '/api/analytics/visit', valid: () => ({ page: '/jobs' }), headers: () => ({ 'user-agent': 'Mozilla/5.0' }) },
      // No job and no application exist here: a valid body is answered 404, a forbidden character 400 before that.
      {
        method: 'POST',
        url: '/api/applications',
        valid: () => ({ jobId: 1, notes: 'Called the employer\nThey answer on Mondays' }),
        headers: () => ({ cookie: memberCookie }),
      },
      {
        method: 'PATCH',
        url: '/api/applications/00000000-0000-4000-8000-000000000000',
        valid: () => ({ status: 'Applied', notes: 'Sent by e-mail' }),
        headers: () => ({ cookie: memberCookie }),
        notText: ['status'],
      },
    ];

    it.each(BODY_ROUTES.map((route) => [route.url, route] as const))(
      '%s: never a 5xx; a forbidden character is a 400 VALIDATION_ERROR',
      async (_url, route) => {
        const fields = Object.keys(route.valid()).filter(
          (field) => typeof route.valid()[field] === 'string' && !route.notText?.includes(field),
        );
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...fields).chain((field) => valueFor(String(route.valid()[field])).map((sample) => ({ field, ...sample }))),
            async ({ field, value, mustRefuse }) => {
              const response = await inject({
                method: route.method,
                url: route.url,
                headers: { ...json, ...route.headers?.() },
                payload: JSON.stringify({ ...route.valid(), [field]: value }),
              });
              check(response, field, mustRefuse);
            },
          ),
          RUNS,
        );
        // The cases the issue named, in every text field.
        for (const field of fields) {
          for (const bad of ['\u0000', '\ud800', 'a\udc00b', `${String(route.valid()[field])}\u0000`]) {
            const response = await inject({
              method: route.method,
              url: route.url,
              headers: { ...json, ...route.headers?.() },
              payload: JSON.stringify({ ...route.valid(), [field]: bad }),
            });
            check(response, field, true);
          }
        }
      },
    );

    type QueryRoute = { url: string; field: string; valid: string; headers?: () => Record<string, string> };
    const QUERY_ROUTES: QueryRoute[] = [
      { url: '/api/auth/verify-email', field: 'token', valid: 'not-a-real-verify-token' },
      { url: '/api/jobs', field: 'search', valid: 'cook ontario', headers: () => ({ cookie: memberCookie }) },
      { url: '/api/jobs', field: 'employer', valid: 'maple diner', headers: () => ({ cookie: memberCookie }) },
      { url: '/api/jobs', field: 'stream', valid: 'High-wage', headers: () => ({ cookie: memberCookie }) },
      { url: '/api/jobs', field: 'city', valid: 'Brampton, ON', headers: () => ({ cookie: memberCookie }) },
      { url: '/api/applications', field: 'search', valid: 'maple diner', headers: () => ({ cookie: memberCookie }) },
      { url: '/api/job-alerts/confirm', field: 'token', valid: 'not-a-real-alert-token' },
      { url: '/api/job-alerts/unsubscribe', field: 'token', valid: 'not-a-real-alert-token' },
      { url: '/api/admin/outbox', field: 'to', valid: 'someone@example.com', headers: () => ({ authorization: `Bearer ${adminToken}` }) },
      { url: '/api/admin/users', field: 'search', valid: 'wanjiru', headers: () => ({ authorization: `Bearer ${adminToken}` }) },
      { url: '/api/admin/users.csv', field: 'search', valid: 'wanjiru', headers: () => ({ authorization: `Bearer ${adminToken}` }) },
      { url: '/api/admin/payments', field: 'search', valid: 'wanjiru', headers: () => ({ authorization: `Bearer ${adminToken}` }) },
      { url: '/api/admin/audit', field: 'admin', valid: 'ops', headers: () => ({ authorization: `Bearer ${adminToken}` }) },
    ];

    it.each(QUERY_ROUTES.map((route) => [`${route.url}?${route.field}=`, route] as const))(
      '%s: never a 5xx; a control character is a 400 VALIDATION_ERROR',
      async (_label, route) => {
        const get = (value: string) =>
          inject({ method: 'GET', url: `${route.url}?${route.field}=${encodeURIComponent(value)}`, headers: route.headers?.() ?? {} });
        await fc.assert(
          fc.asyncProperty(valueFor(route.valid, true), async ({ value, mustRefuse }) => check(await get(value), route.field, mustRefuse)),
          RUNS,
        );
        for (const bad of ['\u0000', `${route.valid}\u0000`, 'a\u001bb']) check(await get(bad), route.field, true);
      },
    );

    it('GET /api/employers/:id: a control character in the id is a 400 VALIDATION_ERROR', async () => {
      const response = await inject({
        method: 'GET',
        url: `/api/employers/on-maple${encodeURIComponent('\u0000')}`,
        headers: { cookie: memberCookie },
      });
      expectValidationEnvelope(response);
    });

    it('GET /api/jobs/:id: a control character in the id is a 400 VALIDATION_ERROR', async () => {
      const response = await inject({
        method: 'GET',
        url: `/api/jobs/1${encodeURIComponent('\u0000')}`,
        headers: { cookie: memberCookie },
      });
      expectValidationEnvelope(response);
    });

    it('a path that does not decode is the 400 envelope, not Fastify’s own answer', async () => {
      // FST_ERR_BAD_URL is answered before any route or error handler (app.ts frameworkErrors).
      for (const url of ['/api/jobs/%ED%A0%80', '/api/applications/%', '/api/admin/users/%C0%80/block', '/api/documents/%ff%fe']) {
        const response = await inject({ method: 'GET', url, headers: { cookie: memberCookie } });
        const envelope = errorEnvelopeSchema.parse(response.json());
        expect(response.statusCode, url).toBe(400);
        expect(envelope.errorCode).toBe(ERROR_CODES.validation);
        expect(response.body).not.toContain('FST_ERR');
      }
    });

    it('a NUL in the e-mail is a 400 on every route that takes one', async () => {
      for (const route of EMAIL_ROUTES) {
        for (const email of ['\u0000', 'wanjiru\u0000@example.com', 'wanjiru@example.com\u0000x', '\ud800@example.com']) {
          const response = await inject({ method: 'POST', url: route.url, headers: json, payload: JSON.stringify(route.body(email)) });
          const envelope = expectValidationEnvelope(response);
          expect(envelope.details.email, `${route.url} ${JSON.stringify(email)}`).toBe(FORBIDDEN_MESSAGE);
        }
      }
    });
  });
});
