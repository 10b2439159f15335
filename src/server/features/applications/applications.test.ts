import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../../shared/messages';
import { applicationListSchema, applicationResponseSchema, type Application } from '../../../shared/schemas/applications';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { documentResponseSchema } from '../../../shared/schemas/documents';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { statsSchema } from '../../../shared/schemas/jobs';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp, signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { deleteApplicationsOf, listApplications } from './service';

const MINUTE_MS = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Jobs written straight to the table; the jobs suites cover the importers. */
const JOBS = {
  cook: { title: 'Cooks', company: 'Maple Diner Ltd', location: 'Toronto', province: 'Ontario', nocCode: '63200' },
  nurse: { title: 'Registered nurses', company: 'Prairie Health', location: 'Regina', province: 'Saskatchewan', nocCode: '31301' },
  farm: { title: 'Farm workers', company: 'Okanagan Orchards', location: 'Kelowna', province: 'British Columbia', nocCode: '85100' },
  welder: { title: 'Welders', company: 'Atlantic 50% Steel', location: 'Moncton', province: 'New Brunswick', nocCode: '72106' },
} as const;
type JobKey = keyof typeof JOBS;

async function setUp() {
  const clock = createTestClock();
  const t = await createTestApp({}, { now: clock.now });
  const ids = {} as Record<JobKey, number>;
  for (const [key, job] of Object.entries(JOBS) as Array<[JobKey, (typeof JOBS)[JobKey]]>) {
    const { rows } = await t.app.database.pool.query<{ id: string }>(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, noc_code)
       VALUES ('test', $1, 'posting', $2, $3, $4, $5, '$20/hour', 'Wanted.', $6) RETURNING id`,
      [key, job.title, job.company, job.location, job.province, job.nocCode],
    );
    ids[key] = Number(rows[0]!.id);
  }
  return { t, clock, ids };
}

function client(t: TestApp) {
  const origin = () => new URL(t.config.publicUrl).origin;
  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...(method === 'GET' ? {} : { origin: origin() }), ...(cookie ? { cookie } : {}) },
    });
  return {
    send,
    async create(cookie: string, body: Record<string, unknown>): Promise<Application> {
      const response = await send('POST', '/api/applications', cookie, body);
      expect(response.statusCode, response.body).toBe(201);
      return applicationResponseSchema.parse(response.json()).application;
    },
    async patch(cookie: string, id: string, body: Record<string, unknown>): Promise<Application> {
      const response = await send('PATCH', `/api/applications/${id}`, cookie, body);
      expect(response.statusCode, response.body).toBe(200);
      return applicationResponseSchema.parse(response.json()).application;
    },
    async list(cookie: string, query = ''): Promise<Application[]> {
      const response = await send('GET', `/api/applications${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return applicationListSchema.parse(response.json()).applications;
    },
  };
}

const envelope = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());

describe('applications API', () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let ids: Record<JobKey, number>;
  let api: ReturnType<typeof client>;
  let member: string;
  let other: string;

  beforeAll(async () => {
    ({ t, clock, ids } = await setUp());
    api = client(t);
    member = (await signUpMember(t.app)).cookie;
    other = (await signUpMember(t.app)).cookie;
  });
  afterAll(async () => t.close());

  it('refuses visitors (401) and signed-in people without a membership (403 PAYMENT_REQUIRED) on every route', async () => {
    const { payload } = await signUp(t.app);
    const unpaid = (await signIn(t.app, payload.email)).cookie;
    const calls = [
      ['POST', '/api/applications', { jobId: ids.cook }],
      ['GET', '/api/applications', undefined],
      ['GET', `/api/applications/${UNKNOWN_ID}`, undefined],
      ['PATCH', `/api/applications/${UNKNOWN_ID}`, { status: 'Applied' }],
      ['DELETE', `/api/applications/${UNKNOWN_ID}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const visitor = await api.send(method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(envelope(visitor).errorCode).toBe('AUTHENTICATION_REQUIRED');
      const notPaid = await api.send(method, url, unpaid, body);
      expect(notPaid.statusCode, `${method} ${url}`).toBe(403);
      expect(envelope(notPaid).errorCode).toBe('PAYMENT_REQUIRED');
    }
  });

  it('saves a job, shows it alone and in the list, changes its notes and removes it', async () => {
    const created = await api.create(member, { jobId: ids.cook, notes: 'Found on the landing page' });
    expect(created).toMatchObject({
      jobId: ids.cook,
      job: JOBS.cook,
      status: 'Saved',
      notes: 'Found on the landing page',
      history: [{ status: 'Saved', notes: 'Found on the landing page', documentIds: [] }],
    });
    expect(created.history[0]!.at).toBe(created.createdAt);

    const alone = applicationResponseSchema.parse((await api.send('GET', `/api/applications/${created.id}`, member)).json());
    expect(alone.application).toEqual(created);
    expect(await api.list(member)).toEqual([created]);

    clock.advance(MINUTE_MS);
    const renoted = await api.patch(member, created.id, { notes: 'Ask about housing' });
    // Notes alone are the running notes on the job: no step is added to the history.
    expect(renoted).toMatchObject({ status: 'Saved', notes: 'Ask about housing', history: created.history });
    expect(Date.parse(renoted.updatedAt)).toBe(Date.parse(created.updatedAt) + MINUTE_MS);

    const removed = await api.send('DELETE', `/api/applications/${created.id}`, member);
    expect(removed.statusCode).toBe(200);
    expect(messageResponseSchema.parse(removed.json()).message).toBe(APPLICATION_MESSAGES.deleted);
    const gone = await api.send('GET', `/api/applications/${created.id}`, member);
    expect(gone.statusCode).toBe(404);
    expect(envelope(gone)).toMatchObject({ errorCode: 'NOT_FOUND', message: APPLICATION_MESSAGES.notFound });
    expect((await api.send('DELETE', `/api/applications/${created.id}`, member)).statusCode).toBe(404);
    expect(await api.list(member)).toEqual([]);
  });

  it('tracks a job once per member (409 APPLICATION_EXISTS) and refuses an unknown job (404 JOB_NOT_FOUND)', async () => {
    const first = await api.create(member, { jobId: ids.nurse, status: 'Applied' });
    expect(first.history).toEqual([{ status: 'Applied', notes: null, at: first.createdAt, documentIds: [] }]);
    const again = await api.send('POST', '/api/applications', member, { jobId: ids.nurse });
    expect(again.statusCode).toBe(409);
    expect(envelope(again)).toMatchObject({ errorCode: 'APPLICATION_EXISTS', message: APPLICATION_MESSAGES.alreadyTracked });
    // Another member may track the same job.
    await api.create(other, { jobId: ids.nurse });

    const unknown = await api.send('POST', '/api/applications', member, { jobId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({ errorCode: 'JOB_NOT_FOUND', message: APPLICATION_MESSAGES.jobNotFound });
    await api.send('DELETE', `/api/applications/${first.id}`, member);
  });

  it('keeps every status change in order, dated, with its notes and the member’s attached documents', async () => {
    const resume = await api.send('POST', '/api/ai/resume', member, {
      jobTitle: 'Farm worker',
      jobDescription: 'Harvest and pack fruit in the Okanagan valley.',
      userProfile: { firstName: 'Achieng', lastName: 'Otieno' },
    });
    const documentId = documentResponseSchema.parse(resume.json()).documentId;

    const saved = await api.create(member, { jobId: ids.farm });
    clock.advance(MINUTE_MS);
    await api.patch(member, saved.id, { status: 'Applied', notes: 'Sent by e-mail' });
    clock.advance(MINUTE_MS);
    await api.patch(member, saved.id, { status: 'Interview Scheduled', notes: 'Monday 9:00 by video', documentIds: [documentId] });
    clock.advance(MINUTE_MS);
    const offered = await api.patch(member, saved.id, { status: 'Offer Received' });

    expect(offered.status).toBe('Offer Received');
    // Notes sent with a status belong to that step; the application's own notes are unchanged.
    expect(offered.notes).toBeNull();
    expect(offered.history.map(({ status, notes, documentIds }) => ({ status, notes, documentIds }))).toEqual([
      { status: 'Saved', notes: null, documentIds: [] },
      { status: 'Applied', notes: 'Sent by e-mail', documentIds: [] },
      { status: 'Interview Scheduled', notes: 'Monday 9:00 by video', documentIds: [documentId] },
      { status: 'Offer Received', notes: null, documentIds: [] },
    ]);
    const dates = offered.history.map((event) => Date.parse(event.at));
    expect(dates).toEqual([0, 1, 2, 3].map((step) => Date.parse(saved.createdAt) + step * MINUTE_MS));
    expect(offered.updatedAt).toBe(offered.history[3]!.at);
    expect((await api.list(member)).find((application) => application.id === saved.id)).toEqual(offered);
  });

  it('refuses to attach another member’s document or an unknown one (404 DOCUMENT_NOT_FOUND) and records nothing', async () => {
    const theirs = await api.send('POST', '/api/ai/resume', other, {
      jobTitle: 'Welder',
      jobDescription: 'Weld steel frames.',
      userProfile: { firstName: 'Baraka', lastName: 'Mwangi' },
    });
    const theirDocument = documentResponseSchema.parse(theirs.json()).documentId;
    const mine = await api.create(member, { jobId: ids.welder });
    for (const documentIds of [[theirDocument], [UNKNOWN_ID]]) {
      const response = await api.send('PATCH', `/api/applications/${mine.id}`, member, { status: 'Applied', documentIds });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ errorCode: 'DOCUMENT_NOT_FOUND', message: APPLICATION_MESSAGES.documentNotFound });
    }
    const after = applicationResponseSchema.parse((await api.send('GET', `/api/applications/${mine.id}`, member)).json()).application;
    expect(after).toEqual(mine);
    await api.send('DELETE', `/api/applications/${mine.id}`, member);
  });

  it('answers another member’s application as not found (404) on read, change and delete, and leaves it alone', async () => {
    const mine = await api.create(member, { jobId: ids.cook, notes: 'Mine' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { status: 'Withdrawn' }],
      ['PATCH', { notes: 'Not yours' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api.send(method, `/api/applications/${mine.id}`, other, body);
      expect(response.statusCode, method).toBe(404);
      expect(envelope(response).errorCode).toBe('NOT_FOUND');
    }
    expect((await api.list(other)).map((application) => application.id)).not.toContain(mine.id);
    const still = applicationResponseSchema.parse((await api.send('GET', `/api/applications/${mine.id}`, member)).json()).application;
    expect(still).toEqual(mine);
    await api.send('DELETE', `/api/applications/${mine.id}`, member);
  });

  it('stores the answer "does the employer already hold an LMIA?": null until answered, changed alone or with a status, never a step', async () => {
    const saved = await api.create(member, { jobId: ids.welder, status: 'Offer Received' });
    expect(saved.employerHoldsLmia).toBe(null);
    // The job's NOC code travels with the application, for the regulated-occupation guidance.
    expect(saved.job.nocCode).toBe('72106');
    clock.advance(MINUTE_MS);
    const answered = await api.patch(member, saved.id, { employerHoldsLmia: 'yes' });
    expect(answered).toMatchObject({ employerHoldsLmia: 'yes', status: 'Offer Received', notes: null, history: saved.history });
    expect(Date.parse(answered.updatedAt)).toBe(Date.parse(saved.updatedAt) + MINUTE_MS);
    const withStatus = await api.patch(member, saved.id, { status: 'Work Permit Applied', employerHoldsLmia: 'not-sure' });
    expect(withStatus.employerHoldsLmia).toBe('not-sure');
    expect(withStatus.history.map((event) => event.status)).toEqual(['Offer Received', 'Work Permit Applied']);
    // Notes alone leave the answer; null clears it.
    expect((await api.patch(member, saved.id, { notes: 'Asked HR' })).employerHoldsLmia).toBe('not-sure');
    expect((await api.patch(member, saved.id, { employerHoldsLmia: null })).employerHoldsLmia).toBe(null);
    const { rows } = await t.app.database.pool.query('SELECT employer_holds_lmia FROM applications WHERE id = $1', [saved.id]);
    expect(rows).toEqual([{ employer_holds_lmia: null }]);
    const direct = await api.create(other, { jobId: ids.welder, employerHoldsLmia: 'no' });
    expect(direct.employerHoldsLmia).toBe('no');
    expect((await api.list(other)).find((application) => application.id === direct.id)!.employerHoldsLmia).toBe('no');
    await api.send('DELETE', `/api/applications/${saved.id}`, member);
    await api.send('DELETE', `/api/applications/${direct.id}`, other);
  });

  it('answers an invalid status, a bad id, an empty change or documents without a status with the 400 envelope', async () => {
    const mine = await api.create(member, { jobId: ids.cook });
    const cases = [
      ['POST', '/api/applications', { jobId: ids.farm, status: 'Hired' }, 'status', APPLICATION_MESSAGES.statusInvalid],
      ['POST', '/api/applications', { jobId: 'one' }, 'jobId', APPLICATION_MESSAGES.jobIdInvalid],
      [
        'POST',
        '/api/applications',
        { jobId: ids.farm, employerHoldsLmia: 'maybe' },
        'employerHoldsLmia',
        APPLICATION_MESSAGES.employerLmiaInvalid,
      ],
      ['PATCH', `/api/applications/${mine.id}`, { employerHoldsLmia: true }, 'employerHoldsLmia', APPLICATION_MESSAGES.employerLmiaInvalid],
      [
        'PATCH',
        `/api/applications/${mine.id}`,
        { employerHoldsLmia: 'YES' },
        'employerHoldsLmia',
        APPLICATION_MESSAGES.employerLmiaInvalid,
      ],
      ['PATCH', `/api/applications/${mine.id}`, {}, 'body', APPLICATION_MESSAGES.nothingToChange],
      ['PATCH', `/api/applications/${mine.id}`, { status: 'hired' }, 'status', APPLICATION_MESSAGES.statusInvalid],
      ['PATCH', `/api/applications/${mine.id}`, { notes: 'x'.repeat(2001) }, 'notes', APPLICATION_MESSAGES.notesMax],
      [
        'PATCH',
        `/api/applications/${mine.id}`,
        { notes: 'Hi', documentIds: [UNKNOWN_ID] },
        'documentIds',
        APPLICATION_MESSAGES.documentsNeedStatus,
      ],
      ['PATCH', '/api/applications/not-a-uuid', { status: 'Applied' }, 'id', APPLICATION_MESSAGES.idNotUuid],
      ['GET', '/api/applications/not-a-uuid', undefined, 'id', APPLICATION_MESSAGES.idNotUuid],
      ['DELETE', '/api/applications/12345', undefined, 'id', APPLICATION_MESSAGES.idNotUuid],
      ['GET', '/api/applications?status=Hired', undefined, 'status', APPLICATION_MESSAGES.statusInvalid],
    ] as const;
    for (const [method, url, body, field, message] of cases) {
      const response = await api.send(method, url, member, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      const answer = envelope(response);
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect((answer.details as Record<string, string>)[field], JSON.stringify(answer.details)).toBe(message);
    }
    await api.send('DELETE', `/api/applications/${mine.id}`, member);
  });

  it('filters by current status and searches title, company, place and notes whatever the case, newest change first', async () => {
    const searcher = (await signUpMember(t.app)).cookie;
    const cook = await api.create(searcher, { jobId: ids.cook, notes: 'Cousin works there' });
    clock.advance(MINUTE_MS);
    const nurse = await api.create(searcher, { jobId: ids.nurse });
    clock.advance(MINUTE_MS);
    const welder = await api.create(searcher, { jobId: ids.welder });
    clock.advance(MINUTE_MS);
    await api.patch(searcher, nurse.id, { status: 'Interview Scheduled', notes: 'Bring the COUSIN letter' });

    const order = async (query: string) => (await api.list(searcher, query)).map((application) => application.id);
    expect(await order('')).toEqual([nurse.id, welder.id, cook.id]);
    expect(await order('?status=Saved')).toEqual([welder.id, cook.id]);
    expect(await order('?status=Interview%20Scheduled')).toEqual([nurse.id]);
    expect(await order('?status=Rejected')).toEqual([]);
    expect(await order('?search=maple%20DINER')).toEqual([cook.id]);
    expect(await order('?search=regina')).toEqual([nurse.id]);
    expect(await order('?search=WELD')).toEqual([welder.id]);
    expect(await order('?search=cousin')).toEqual([nurse.id, cook.id]);
    expect(await order('?search=cousin&status=Saved')).toEqual([cook.id]);
    // LIKE's wildcards are plain characters in a search.
    expect(await order('?search=50%25')).toEqual([welder.id]);
    expect(await order('?search=%25')).toEqual([welder.id]);
    expect(await order('?search=_')).toEqual([]);
    // Only the member's own applications are searched.
    expect((await api.list(member, '?search=cousin')).map((application) => application.id)).toEqual([]);
  });
});

describe('applications beyond one request', () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let ids: Record<JobKey, number>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    ({ t, clock, ids } = await setUp());
    api = client(t);
  });
  afterAll(async () => t.close());

  it('counts in successfulPlacements every application that reached Offer Received, even one rejected later', async () => {
    const first = await signUpMember(t.app);
    const second = (await signUpMember(t.app)).cookie;
    const rejectedAfterOffer = await api.create(first.cookie, { jobId: ids.cook });
    await api.patch(first.cookie, rejectedAfterOffer.id, { status: 'Offer Received' });
    clock.advance(MINUTE_MS);
    await api.patch(first.cookie, rejectedAfterOffer.id, { status: 'Rejected', notes: 'The position was filled' });
    const onlyApplied = await api.create(first.cookie, { jobId: ids.nurse });
    await api.patch(first.cookie, onlyApplied.id, { status: 'Applied' });
    await api.create(first.cookie, { jobId: ids.welder, status: 'Documents Requested' });
    await api.create(second, { jobId: ids.cook, status: 'Work Permit Approved' });
    const interviewOnly = await api.create(second, { jobId: ids.farm, status: 'Interview Scheduled' });
    await api.patch(second, interviewOnly.id, { status: 'Withdrawn' });

    const stats = statsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stats' })).json());
    expect(stats.successfulPlacements).toBe(2);
  });

  it('counts members, not applications, in successfulPlacements: one member with forty offers is one', async () => {
    const before = statsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stats' })).json()).successfulPlacements;
    const { user } = await signUpMember(t.app);
    await t.app.database.pool.query(
      `WITH created AS (
         INSERT INTO applications (user_id, saved_job_id, job_title, job_company, job_location, status, created_at, updated_at)
         SELECT $1, n, 'Offer', 'Employer', 'Somewhere', 'Offer Received', now(), now() FROM generate_series(1, 40) AS n RETURNING id)
       INSERT INTO application_events (application_id, status, created_at) SELECT id, 'Offer Received', now() FROM created`,
      [user.id],
    );
    // The stats are cached for a minute (docs/product.md#live-counts).
    clock.advance(2 * MINUTE_MS);
    const after = statsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stats' })).json()).successfulPlacements;
    expect(after - before).toBe(1);
  });

  it('keeps the job as it was saved after the job is removed from the list', async () => {
    const member = (await signUpMember(t.app)).cookie;
    const saved = await api.create(member, { jobId: ids.farm, status: 'Applied' });
    await t.app.database.pool.query('DELETE FROM jobs WHERE id = $1', [ids.farm]);
    const after = applicationResponseSchema.parse((await api.send('GET', `/api/applications/${saved.id}`, member)).json()).application;
    expect(after).toEqual(saved);
    expect(after.job).toEqual(JOBS.farm);
    expect(after.jobId).toBe(ids.farm);
    const unknown = await api.send('POST', '/api/applications', member, { jobId: ids.farm });
    expect(envelope(unknown).errorCode).toBe('JOB_NOT_FOUND');
  });

  it("gives applications saved before migration 0019 their job's NOC code, from the jobs still listed", async () => {
    const member = (await signUpMember(t.app)).cookie;
    const saved = await api.create(member, { jobId: ids.nurse });
    const pool = t.app.database.pool;
    await pool.query('UPDATE applications SET job_noc_code = NULL WHERE id = $1', [saved.id]);
    // The migration's own backfill statement, as it runs on an existing database.
    const migration = readFileSync(new URL('../../../../drizzle/0019_employer-lmia-answer.sql', import.meta.url), 'utf8');
    const backfill = migration.split('\n').find((line) => line.startsWith('UPDATE "applications"'))!;
    await pool.query(backfill);
    const after = applicationResponseSchema.parse((await api.send('GET', `/api/applications/${saved.id}`, member)).json()).application;
    expect(after.job.nocCode).toBe('31301');
    await api.send('DELETE', `/api/applications/${saved.id}`, member);
  });

  it('stops at the per-member limit with 409 APPLICATION_LIMIT', async () => {
    const { user, cookie } = await signUpMember(t.app);
    await t.app.database.pool.query(
      `INSERT INTO applications (user_id, saved_job_id, job_title, job_company, job_location, status, created_at, updated_at)
       SELECT $1, n, 'Old job', 'Old employer', 'Somewhere', 'Saved', now(), now() FROM generate_series(1, 500) AS n`,
      [user.id],
    );
    const response = await api.send('POST', '/api/applications', cookie, { jobId: ids.cook });
    expect(response.statusCode).toBe(409);
    expect(envelope(response)).toMatchObject({ errorCode: 'APPLICATION_LIMIT', message: APPLICATION_MESSAGES.limitReached });
  });

  it('lists a member’s applications for the data export and deletes them all for account deletion', async () => {
    const { user, cookie } = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const cook = await api.create(cookie, { jobId: ids.cook });
    clock.advance(MINUTE_MS);
    const nurse = await api.create(cookie, { jobId: ids.nurse, notes: 'Night shifts' });
    const theirs = await api.create(other.cookie, { jobId: ids.cook });

    expect(await listApplications(t.app.deps.db, user.id)).toEqual([nurse, cook]);
    expect(await listApplications(t.app.deps.db, user.id, { search: 'night' })).toEqual([nurse]);
    expect(await t.app.deps.db.transaction((tx) => deleteApplicationsOf(tx, user.id))).toBe(2);
    expect(await listApplications(t.app.deps.db, user.id)).toEqual([]);
    const { rows } = await t.app.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_events WHERE application_id = ANY($1::uuid[])',
      [[cook.id, nurse.id]],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await listApplications(t.app.deps.db, other.user.id)).toEqual([theirs]);
  });
});
