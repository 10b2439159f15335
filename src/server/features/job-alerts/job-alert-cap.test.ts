import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ALERT_MESSAGES } from '../../../shared/messages';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { JOB_ALERTS_PER_MEMBER } from '../../../shared/schemas/funnel';
import { signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** A member's job alerts have a ceiling (docs/product.md#job-alerts, docs/decisions/025-bounded-member-writes.md). */
describe('job alerts per member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps at most 20 live alerts per member: the next is 409 JOB_ALERT_LIMIT; an unsubscribed one frees its place', async () => {
    const { user, cookie, payload } = await signUpMember(t.app);
    await t.app.database.pool.query(
      `INSERT INTO job_alerts (user_id, email, search, confirm_token_hash, unsubscribe_token_hash)
       SELECT $1::uuid, $2, 'cook ' || n, 'confirm-' || $1::text || n, 'unsubscribe-' || $1::text || n FROM generate_series(1, $3::int) AS n`,
      [user.id, payload.email, JOB_ALERTS_PER_MEMBER],
    );
    const subscribe = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/job-alerts',
        payload: { email: payload.email, search: 'welder' },
        headers: { cookie },
        remoteAddress,
      });
    const refused = await subscribe('10.40.0.1');
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      success: false,
      errorCode: 'JOB_ALERT_LIMIT',
      message: JOB_ALERT_MESSAGES.limitReached,
    });
    const count = async () =>
      (await t.app.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM job_alerts WHERE user_id = $1', [user.id])).rows[0]!
        .n;
    expect(await count()).toBe(JOB_ALERTS_PER_MEMBER);
    await t.app.database.pool.query(
      `UPDATE job_alerts SET unsubscribed_at = now() WHERE id = (SELECT id FROM job_alerts WHERE user_id = $1 LIMIT 1)`,
      [user.id],
    );
    expect((await subscribe('10.40.0.2')).statusCode).toBe(202);
    expect(await count()).toBe(JOB_ALERTS_PER_MEMBER + 1);
  });
});
