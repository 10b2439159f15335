import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { APPLICATION_LIMITS } from '../../../shared/application-statuses';

/**
 * The 500-application cap under parallel creation (docs/product.md#applications). PostgreSQL serves ten
 * connections at once, so requests really overlap here; PGlite's single connection would serialise them.
 */
describe('the per-member application cap on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('holds under parallel creation: never more than 500 applications for one member', async () => {
    const pool = t.app.database.pool;
    const { user, cookie } = await signUpMember(t.app);
    // 490 already there, 60 new jobs asked for at once: at most 10 may be created.
    const already = APPLICATION_LIMITS.perMember - 10;
    await pool.query(
      `INSERT INTO applications (user_id, saved_job_id, job_title, job_company, job_location, status, created_at, updated_at)
       SELECT $1, n, 'Old job', 'Old employer', 'Somewhere', 'Saved', now(), now() FROM generate_series(1, $2::int) AS n`,
      [user.id, already],
    );
    const { rows: jobs } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
       SELECT 'test', 'cap-' || n, 'posting', 'Cooks', 'Maple Diner Ltd', 'Toronto', 'Ontario', '$20/hour', 'Wanted.'
       FROM generate_series(1, 60) AS n RETURNING id`,
    );
    const origin = new URL(t.config.publicUrl).origin;
    const responses = await Promise.all(
      jobs.map((job) =>
        t.app.inject({
          method: 'POST',
          url: '/api/applications',
          headers: { cookie, origin },
          payload: { jobId: Number(job.id) },
          remoteAddress: `10.11.0.${jobs.indexOf(job) + 1}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE user_id = $1', [user.id]);
    expect(rows[0]!.n).toBe(APPLICATION_LIMITS.perMember);
  });
});
