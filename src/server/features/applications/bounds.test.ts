import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../../shared/messages';
import { applicationListSchema, applicationResponseSchema } from '../../../shared/schemas/applications';
import { APPLICATION_LIMITS } from '../../../shared/application-statuses';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { signIn, signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * One member must not be able to grow an answer, or the database, without bound
 * (docs/product.md#applications, docs/decisions/025-bounded-member-writes.md). The tests assert sizes and
 * counts, never times; the timings are in bench/applications-history.ts.
 */
const EVENTS = 10_000;
/** A note of 200 characters on every event: 10,000 of them are about 2.5 MB of history. */
const NOTE = 'Called the employer again and left a message with the hiring manager about the interview date. '.repeat(2).slice(0, 200);

describe('bounded application histories', () => {
  let t: TestApp;
  let origin: string;
  const jobIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    origin = new URL(t.config.publicUrl).origin;
    const { rows } = await t.app.database.pool.query<{ id: string }>(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
       SELECT 'test', 'bounds-' || n, 'posting', 'Cooks', 'Maple Diner Ltd', 'Toronto', 'Ontario', '$20/hour', 'Wanted.'
       FROM generate_series(1, 80) AS n RETURNING id`,
    );
    jobIds.push(...rows.map((row) => Number(row.id)));
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie, ...(method === 'GET' ? {} : { origin }) }, ...(payload ? { payload } : {}) });

  /** A member with one application whose history holds `events` events written straight to the table. */
  async function memberWithHistory(events: number) {
    const member = await signUpMember(t.app);
    const created = await send('POST', '/api/applications', member.cookie, { jobId: jobIds.pop()! });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = applicationResponseSchema.parse(created.json()).application;
    await t.app.database.pool.query(
      `INSERT INTO application_events (application_id, status, notes, created_at)
       SELECT $1, 'Applied', $2 || ' #' || n, now() + n * interval '1 second' FROM generate_series(1, $3::int) AS n`,
      [id, NOTE, events - 1],
    );
    return { member, id };
  }

  it('keeps a list answer under 256 KB with 10,000 events: the latest 5 of each history and its size', async () => {
    const { member, id } = await memberWithHistory(EVENTS);
    const response = await send('GET', '/api/applications', member.cookie);
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(256 * 1024);
    const [application] = applicationListSchema.parse(response.json()).applications;
    expect(application!.id).toBe(id);
    expect(application!.historyTotal).toBe(EVENTS);
    expect(application!.history).toHaveLength(APPLICATION_LIMITS.historyInList);
    // The latest, oldest first among them.
    expect(application!.history.map((event) => event.notes)).toEqual([9995, 9996, 9997, 9998, 9999].map((n) => `${NOTE} #${n}`));
  });

  it('pages the whole history on the single application, oldest first, 200 a page', async () => {
    const { member, id } = await memberWithHistory(EVENTS);
    const first = await send('GET', `/api/applications/${id}`, member.cookie);
    expect(Buffer.byteLength(first.body)).toBeLessThan(256 * 1024);
    const page1 = applicationResponseSchema.parse(first.json()).application;
    expect(page1.historyTotal).toBe(EVENTS);
    expect(page1.history).toHaveLength(APPLICATION_LIMITS.historyPageSize);
    expect(page1.history[0]!.status).toBe('Saved');
    expect(page1.history[1]!.notes).toBe(`${NOTE} #1`);
    const last = applicationResponseSchema.parse((await send('GET', `/api/applications/${id}?historyPage=50`, member.cookie)).json());
    expect(last.application.history.at(-1)!.notes).toBe(`${NOTE} #9999`);
    const beyond = applicationResponseSchema.parse((await send('GET', `/api/applications/${id}?historyPage=51`, member.cookie)).json());
    expect(beyond.application.history).toEqual([]);
    const bad = await send('GET', `/api/applications/${id}?historyPage=0`, member.cookie);
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).errorCode).toBe('VALIDATION_ERROR');
  });

  it('streams the data export with every one of the 10,000 events, in order', async () => {
    const { member, id } = await memberWithHistory(EVENTS);
    const response = await send('GET', '/api/account/export', member.cookie);
    expect(response.statusCode).toBe(200);
    // A streamed answer has no length up front: the server never held the whole document.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const data = JSON.parse(response.body) as {
      applications: Array<{ id: string; history: Array<{ notes: string }>; historyTotal: number }>;
    };
    const [application] = data.applications;
    expect(application!.id).toBe(id);
    expect(application!.historyTotal).toBe(EVENTS);
    expect(application!.history).toHaveLength(EVENTS);
    expect(application!.history[1]!.notes).toBe(`${NOTE} #1`);
    expect(application!.history.at(-1)!.notes).toBe(`${NOTE} #9999`);
  });

  it('caps a history at 200 status changes (409 APPLICATION_HISTORY_LIMIT); the notes can still change', async () => {
    const { member, id } = await memberWithHistory(APPLICATION_LIMITS.eventsPerApplication);
    const refused = await send('PATCH', `/api/applications/${id}`, member.cookie, { status: 'Interview Scheduled' });
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      success: false,
      errorCode: 'APPLICATION_HISTORY_LIMIT',
      message: APPLICATION_MESSAGES.historyFull,
    });
    const { rows } = await t.app.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_events WHERE application_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(APPLICATION_LIMITS.eventsPerApplication);
    const notes = await send('PATCH', `/api/applications/${id}`, member.cookie, { notes: 'Still waiting' });
    expect(notes.statusCode).toBe(200);
  });

  it('limits writes per member to 60 a minute, across sessions, with 429 and Retry-After; another member writes on', async () => {
    const { member, id } = await memberWithHistory(1);
    const second = (await signIn(t.app, member.payload.email)).cookie;
    // One write was the creation; 59 more pass, from two sessions of the same member.
    for (let i = 1; i < APPLICATION_LIMITS.writesPerMinute; i += 1) {
      const response = await send('PATCH', `/api/applications/${id}`, i % 2 === 0 ? member.cookie : second, { notes: `note ${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await send('PATCH', `/api/applications/${id}`, second, { notes: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(limited.json())).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect((await send('DELETE', `/api/applications/${id}`, member.cookie)).statusCode).toBe(429);
    // Reads are not writes.
    expect((await send('GET', `/api/applications/${id}`, member.cookie)).statusCode).toBe(200);
    const other = await memberWithHistory(1);
    expect((await send('PATCH', `/api/applications/${other.id}`, other.member.cookie, { notes: 'mine' })).statusCode).toBe(200);
  });
});
