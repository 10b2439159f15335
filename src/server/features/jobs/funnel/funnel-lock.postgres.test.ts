import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_MESSAGES } from '../../../../shared/messages';
import { FUNNEL_ERROR_CODES } from '../../../../shared/error-codes';
import { withSessionLock } from '../../../db/advisory-locks';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// Another instance running an update is seen only on PostgreSQL: PGlite serves one connection, so no
// second session can hold the funnel's lock there (funnel.test.ts covers a run still marked running).
describe('a manual funnel update while another instance holds the lock', () => {
  let t: TestApp;
  let adminToken = '';
  const update = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/job-funnel/update',
      headers: { origin: t.config.publicUrl, authorization: `Bearer ${adminToken}` },
    });

  beforeAll(async () => {
    t = await createTestApp({ admin: { username: 'lock-admin', password: 'Lock-Admin-Password-1' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: t.config.publicUrl },
      payload: { username: 'lock-admin', password: 'Lock-Admin-Password-1' },
    });
    adminToken = login.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 409 FUNNEL_BUSY and records no run; once the lock is free the same request runs', async () => {
    const runs = async () => (await t.app.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM funnel_runs')).rows[0]!.n;
    const before = await runs();
    const other = await t.app.database.pool.connect();
    try {
      const busy = await withSessionLock(other, 'funnelTick', update);
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toEqual({ success: false, errorCode: FUNNEL_ERROR_CODES.busy, message: FUNNEL_MESSAGES.busy });
      expect(await runs()).toBe(before);
    } finally {
      other.release();
    }
    const free = await update();
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ success: true, message: FUNNEL_MESSAGES.updated });
    expect(await runs()).toBe(before + 1);
  });
});
