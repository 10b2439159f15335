import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { signIn, signUp } from '../../test-support/members';
import { testConfig } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { requireMember } from './guards';

describe('requireMember', () => {
  let app: App;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ ...testConfig(), database: database.config }, { logger: false, loadReferenceData: false });
    // A member-only route of the kind later features add.
    app.get('/api/test-only/members', { preHandler: requireMember }, async (request) => ({ kind: request.membership!.kind }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers 401 when signed out, 403 PAYMENT_REQUIRED when unpaid or expired, and lets a member in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test-only/members' })).json()).toMatchObject({
      errorCode: 'AUTHENTICATION_REQUIRED',
    });
    const { payload, user } = await signUp(app);
    const { cookie } = await signIn(app, payload.email);

    const unpaid = await app.inject({ method: 'GET', url: '/api/test-only/members', headers: { cookie } });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json()).toMatchObject({ success: false, errorCode: 'PAYMENT_REQUIRED' });

    await app.database.pool.query(
      "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'humanitarian', now() - interval '13 months', now() - interval '1 month', 'humanitarian_code', 'old-code')",
      [user.id],
    );
    expect((await app.inject({ method: 'GET', url: '/api/test-only/members', headers: { cookie } })).statusCode).toBe(403);

    // Started a minute ago: the database's now() has microseconds, the app's clock milliseconds, so a period
    // starting at now() could still look a fraction of a millisecond in the future to the next request.
    await app.database.pool.query(
      "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'paid', now() - interval '1 minute', now() + interval '12 months', 'payment', 'pi_1')",
      [user.id],
    );
    const member = await app.inject({ method: 'GET', url: '/api/test-only/members', headers: { cookie } });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ kind: 'paid' });
  });
});
