import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES as M, PAYMENT_MESSAGES } from '../../../shared/messages';
import type { AdminPayment, AdminUser, AuditEntry, DashboardSummary } from '../../../shared/schemas/admin';
import { addMonthsUtc } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { STRONG_PASSWORD, sessionCookieFor, signIn, signUp, uniqueEmail } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { applyPaymentOutcome } from '../payments/service';

const ADMIN = { username: 'console-admin', password: 'Console-Admin-Password-3' };
const KENYAN_ADDRESS = '41.90.64.1';
const UNKNOWN_UUID = '3f0e8f4c-2b1a-4c5d-9e8f-7a6b5c4d3e2f';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

type Method = 'GET' | 'POST';

describe('administrator console', () => {
  let t: TestApp;
  let token = '';
  const clock = createTestClock(new Date('2026-06-15T09:00:00Z'));

  beforeAll(async () => {
    // The nearest proxy is trusted, so X-Forwarded-For names the client (as behind a production proxy).
    t = await createTestApp({ admin: ADMIN, trustProxy: ['127.0.0.1'] }, { now: clock.now });
    token = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN })).json().token;
  });
  afterAll(async () => t.close());

  const asAdmin = (method: Method, url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, origin: t.config.publicUrl, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const block = (userId: string, reason: unknown = 'Posting spam', headers: Record<string, string> = {}) =>
    asAdmin('POST', `/api/admin/users/${encodeURIComponent(userId)}/block`, { reason }, headers);
  const unblock = (userId: string) => asAdmin('POST', `/api/admin/users/${encodeURIComponent(userId)}/unblock`);
  const grant = (userId: string, reason: unknown = M.defaultGrantReason) =>
    asAdmin('POST', `/api/admin/users/${encodeURIComponent(userId)}/grant-membership`, { reason });
  const list = async <T>(url: string) => {
    const response = await asAdmin('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return { rows: response.json() as T[], total: Number(response.headers['x-total-count']) };
  };
  const auditRows = (query: string) => list<AuditEntry>(`/api/admin/audit?${query}`);
  const dashboard = async () => (await asAdmin('GET', '/api/admin/dashboard')).json() as DashboardSummary;
  const signInAttempt = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: STRONG_PASSWORD } });

  it('blocking ends the member’s sessions at once and refuses sign-in; unblocking lets them sign in again', async () => {
    const { payload, user } = await signUp(t.app);
    const { cookie } = await signIn(t.app, payload.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    const blocked = await block(user.id, '  Posting spam  ');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.headers['cache-control']).toBe('no-store');
    expect(blocked.json()).toMatchObject({
      success: true,
      message: M.userBlocked,
      user: { id: user.id, accountStatus: 'blocked', blockedReason: 'Posting spam', blockedAt: clock.now().toISOString() },
    });
    expect((await me()).statusCode).toBe(401);
    const refused = await signInAttempt(payload.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ACCOUNT_BLOCKED');

    const unblocked = await unblock(user.id);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({
      success: true,
      message: M.userUnblocked,
      user: { id: user.id, accountStatus: 'active', blockedAt: null, blockedReason: null },
    });
    expect((await signInAttempt(payload.email)).statusCode).toBe(200);
  });

  it('refuses a missing, blank or whitespace reason with 400 and changes nothing', async () => {
    const { user } = await signUp(t.app);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: '\n\t ' }]) {
      for (const action of ['block', 'grant-membership']) {
        const response = await asAdmin('POST', `/api/admin/users/${user.id}/${action}`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR', details: { reason: M.reasonRequired } });
      }
    }
    expect((await auditRows(`userId=${user.id}`)).total).toBe(0);
    expect((await list<AdminUser>(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).rows[0]).toMatchObject({
      accountStatus: 'active',
      isPaidMember: false,
    });
  });

  it('answers 404 USER_NOT_FOUND for an unknown or malformed user id, for every action', async () => {
    const ids = [UNKNOWN_UUID, 'not-a-uuid', '12345', "1' OR '1'='1", `${UNKNOWN_UUID}x`, 'x'.repeat(100)];
    for (const id of ids) {
      for (const response of [await block(id), await unblock(id), await grant(id)]) {
        expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
        expect(response.json()).toEqual({ success: false, errorCode: 'USER_NOT_FOUND', message: M.userNotFound });
      }
    }
  });

  it('refuses to block a blocked account (409 ALREADY_BLOCKED) and to unblock an active one (409 NOT_BLOCKED)', async () => {
    const { user } = await signUp(t.app);
    expect((await unblock(user.id)).json()).toEqual({ success: false, errorCode: 'NOT_BLOCKED', message: M.notBlocked });
    expect((await block(user.id)).statusCode).toBe(200);
    const again = await block(user.id, 'Second time');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, errorCode: 'ALREADY_BLOCKED', message: M.alreadyBlocked });
  });

  it('grants complimentary access for 12 months; a second grant is 409 ALREADY_MEMBER', async () => {
    const { payload, user } = await signUp(t.app);
    const granted = await grant(user.id, 'Community partner');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      success: true,
      message: M.membershipGranted,
      user: { id: user.id, isPaidMember: true, membershipExpiresAt: addMonthsUtc(clock.now(), 12).toISOString() },
    });
    expect((await signIn(t.app, payload.email)).response.json().user.isPaidMember).toBe(true);

    const again = await grant(user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, errorCode: 'ALREADY_MEMBER', message: M.alreadyMember });
    const periods = await t.app.database.pool.query('SELECT kind, source_type, reason FROM memberships WHERE user_id = $1', [user.id]);
    expect(periods.rows).toEqual([{ kind: 'complimentary', source_type: 'admin', reason: 'Community partner' }]);
  });

  it('two grants for one member at the same moment: one 200, one 409, one period', async () => {
    const { user } = await signUp(t.app);
    const responses = await Promise.all([grant(user.id), grant(user.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const periods = await t.app.database.pool.query('SELECT count(*)::int AS n FROM memberships WHERE user_id = $1', [user.id]);
    expect(periods.rows[0].n).toBe(1);
    expect((await auditRows(`userId=${user.id}&action=grant_membership`)).total).toBe(1);
  });

  it('leaves exactly one audit row per successful action, found through the audit filters', async () => {
    const { user } = await signUp(t.app);
    const step = () => clock.advance(1000);
    expect((await block(user.id, 'Chargeback fraud')).statusCode).toBe(200);
    step();
    expect((await block(user.id, 'Twice')).statusCode).toBe(409);
    expect((await unblock(user.id)).statusCode).toBe(200);
    step();
    expect((await grant(user.id, 'Apology for the block')).statusCode).toBe(200);
    step();
    expect((await grant(user.id)).statusCode).toBe(409);

    const all = await auditRows(`userId=${user.id}`);
    expect(all.total).toBe(3);
    expect(
      all.rows.map(({ action, adminUsername, targetUserId, targetUserEmail, reason }) => ({
        action,
        adminUsername,
        targetUserId,
        targetUserEmail,
        reason,
      })),
    ).toEqual([
      {
        action: 'grant_membership',
        adminUsername: ADMIN.username,
        targetUserId: user.id,
        targetUserEmail: user.email,
        reason: 'Apology for the block',
      },
      { action: 'unblock_user', adminUsername: ADMIN.username, targetUserId: user.id, targetUserEmail: user.email, reason: null },
      {
        action: 'block_user',
        adminUsername: ADMIN.username,
        targetUserId: user.id,
        targetUserEmail: user.email,
        reason: 'Chargeback fraud',
      },
    ]);
    for (const action of ['block_user', 'unblock_user', 'grant_membership']) {
      expect((await auditRows(`userId=${user.id}&action=${action}`)).rows.map((row) => row.action)).toEqual([action]);
    }
    expect((await auditRows(`userId=${user.id}&admin=${ADMIN.username.toUpperCase()}`)).total).toBe(3);
    expect((await auditRows(`userId=${user.id}&admin=someone-else`)).total).toBe(0);
    expect((await auditRows(`userId=${user.id}&pageSize=1&page=2`)).rows.map((row) => row.action)).toEqual(['unblock_user']);
  });

  it('audits every read of the outbox and every funnel start, stop and update under the administrator who did it', async () => {
    const since = clock.now().toISOString();
    const reader = { 'x-forwarded-for': KENYAN_ADDRESS };
    const { payload } = await signUp(t.app);
    expect((await asAdmin('GET', `/api/admin/outbox?to=${encodeURIComponent(payload.email)}&limit=5`, undefined, reader)).statusCode).toBe(
      200,
    );
    clock.advance(1000);
    expect((await asAdmin('GET', '/api/admin/outbox')).statusCode).toBe(200);
    // A refused read is no read: nothing is written for it.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const reads = await auditRows('action=read_outbox');
    expect(reads.rows.map(({ action, adminUsername, reason, country }) => ({ action, adminUsername, reason, country }))).toEqual([
      { action: 'read_outbox', adminUsername: ADMIN.username, reason: 'to: every address; limit: 50', country: null },
      { action: 'read_outbox', adminUsername: ADMIN.username, reason: `to: ${payload.email.toLowerCase()}; limit: 5`, country: 'Kenya' },
    ]);

    for (const control of ['start', 'stop', 'update']) {
      clock.advance(1000);
      const response = await asAdmin('POST', `/api/job-funnel/${control}`, {});
      expect(response.statusCode, `${control}: ${response.body}`).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/job-funnel/start', payload: {} })).statusCode).toBe(401);
    const controls = await t.app.database.pool.query<{ action: string; username: string; reason: string | null }>(
      `SELECT action, username, reason FROM admin_audit WHERE action LIKE '%funnel' AND created_at >= $1 ORDER BY created_at`,
      [since],
    );
    expect(controls.rows).toEqual([
      { action: 'start_funnel', username: ADMIN.username, reason: null },
      { action: 'stop_funnel', username: ADMIN.username, reason: null },
      { action: 'update_funnel', username: ADMIN.username, reason: 'added: 0; updated: 0' },
    ]);
  });

  it('finds users by e-mail substring and by name, newest first, paged, with X-Total-Count', async () => {
    const tag = `find${Date.now().toString(36)}`;
    const surname = `Wambui${tag.replace(/\d/g, '')}`;
    const made: AdminUser['id'][] = [];
    for (const firstName of ['Akinyi', 'Njeri', 'Atieno']) {
      made.push(
        (await signUp(t.app, { email: uniqueEmail(tag), firstName, lastName: firstName === 'Njeri' ? surname : 'Otieno' })).user.id,
      );
      clock.advance(1000);
    }
    const newestFirst = [...made].reverse();

    const byEmail = await list<AdminUser>(`/api/admin/users?search=${tag.toUpperCase()}`);
    expect(byEmail.total).toBe(3);
    expect(byEmail.rows.map((row) => row.id)).toEqual(newestFirst);
    const first = await list<AdminUser>(`/api/admin/users?search=${tag}&pageSize=2&page=1`);
    const second = await list<AdminUser>(`/api/admin/users?search=${tag}&pageSize=2&page=2`);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(newestFirst);
    expect((await list<AdminUser>(`/api/admin/users?search=${tag}&pageSize=2&page=3`)).rows).toEqual([]);

    // Across first and last name, whatever the case.
    const byName = await list<AdminUser>(`/api/admin/users?search=${encodeURIComponent(`njeri ${surname.toUpperCase()}`)}`);
    expect(byName.rows.map((row) => row.id)).toEqual([made[1]]);
    expect(byName.rows[0]).toMatchObject({ firstName: 'Njeri', location: 'Unknown', isPaidMember: false, accountStatus: 'active' });

    // LIKE's wildcards are plain characters: '_' does not stand for the '.' after the tag, nor '%' for anything.
    expect((await list<AdminUser>(`/api/admin/users?search=${tag}_`)).total).toBe(0);
    expect((await list<AdminUser>(`/api/admin/users?search=${encodeURIComponent(`${tag}%`)}`)).total).toBe(0);

    expect((await block(made[0]!)).statusCode).toBe(200);
    const blocked = await list<AdminUser>(`/api/admin/users?search=${tag}&status=blocked`);
    expect(blocked.rows.map((row) => row.id)).toEqual([made[0]]);
  });

  it('exports the users list as CSV with its filters, a name starting with = made harmless', async () => {
    const tag = `csv${Date.now().toString(36)}`;
    const { user } = await signUp(t.app, { email: uniqueEmail(tag) });
    // Sign-up refuses '=' in a name; accounts from before that rule (or a later change to it) may hold one,
    // so the export guards every cell, and this row is given such a name directly.
    await t.app.database.pool.query('UPDATE users SET first_name = $1 WHERE id = $2', ['=HYPERLINK("http://x.example","x")', user.id]);

    const response = await asAdmin('GET', `/api/admin/users.csv?search=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users-2026-06-15.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = parse(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      expect.objectContaining({
        id: user.id,
        email: user.email,
        firstName: `'=HYPERLINK("http://x.example","x")`,
        phone: "'+254 712 345 678",
        isPaidMember: 'false',
        accountStatus: 'active',
        blockedAt: '',
      }),
    ]);
    // The file of members' data leaving the system is on the audit trail, with the filters it was made with.
    const audit = await list<AuditEntry>('/api/admin/audit?action=export_users');
    expect(audit.rows[0]).toMatchObject({ adminUsername: ADMIN.username, reason: `search: ${tag}`, targetUserId: null });
  });

  describe('with payments', () => {
    let before: DashboardSummary;
    let visitsBefore: number;
    const payers: Record<'paid' | 'declined' | 'refunded', { email: string; id: string }> = {} as never;

    /** The real sandbox checkout: an intent, then the card. */
    const pay = async (email: string, cardNumber: string) => {
      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { amount: 300, currency: 'cad', email },
        headers: { cookie: await sessionCookieFor(t.app, email) },
      });
      const clientSecret = intent.json().clientSecret as string;
      const paymentIntentId = clientSecret.split('_secret_')[0]!;
      await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: { paymentIntentId, clientSecret, cardNumber } });
      return paymentIntentId;
    };

    beforeAll(async () => {
      before = await dashboard();
      visitsBefore = ((await asAdmin('GET', '/api/admin/analytics')).json() as { totalVisits: number }).totalVisits;
      for (const kind of ['paid', 'declined', 'refunded'] as const) {
        const { payload, user } = await signUp(t.app, { email: uniqueEmail(`payer-${kind}`) });
        payers[kind] = { email: payload.email, id: user.id };
      }
      // A second apart, so "newest first" has one answer.
      await pay(payers.paid.email, '4242424242424242');
      clock.advance(1000);
      await pay(payers.declined.email, '4000000000000002');
      clock.advance(1000);
      const refunded = await pay(payers.refunded.email, '4242424242424242');
      // The sandbox has no refund button: the outcome goes through the same service call Stripe's webhook uses.
      await applyPaymentOutcome(t.app.deps, { provider: 'sandbox', providerRef: refunded, outcome: { status: 'refunded' } });
      for (const headers of [{ 'x-forwarded-for': KENYAN_ADDRESS }, {}]) {
        await t.app.inject({
          method: 'POST',
          url: '/api/analytics/visit',
          payload: { page: '/jobs' },
          headers: { 'user-agent': BROWSER, ...headers },
        });
      }
    });

    it('lists payments with the payer’s e-mail and the amount in cents, as every API sends money, newest first', async () => {
      const byPayer = async (email: string) => (await list<AdminPayment>(`/api/admin/payments?search=${encodeURIComponent(email)}`)).rows;
      expect(await byPayer(payers.paid.email)).toEqual([
        expect.objectContaining({
          userId: payers.paid.id,
          userEmail: payers.paid.email,
          amountCents: 30_000,
          currency: 'cad',
          status: 'succeeded',
          provider: 'sandbox',
          reference: expect.stringMatching(/^pi_sandbox_/),
          paymentMethod: 'Card (Visa •••• 4242, test)',
          failureReason: null,
          createdAt: new Date(clock.now().getTime() - 2000).toISOString(),
        }),
      ]);
      expect(await byPayer(payers.declined.email)).toEqual([
        expect.objectContaining({ status: 'failed', failureReason: PAYMENT_MESSAGES.cardDeclined, amountCents: 30_000 }),
      ]);
      expect(await byPayer(payers.refunded.email)).toEqual([expect.objectContaining({ status: 'refunded', amountCents: 30_000 })]);
      const page = await list<AdminPayment>('/api/admin/payments?pageSize=3');
      expect(page.rows.map((row) => row.userEmail)).toEqual([payers.refunded.email, payers.declined.email, payers.paid.email]);
    });

    it('dashboard figures equal what the lists hold, refunded and failed payments included', async () => {
      const now = await dashboard();
      expect(now).toEqual({
        totalUsers: before.totalUsers + 3,
        totalPayments: before.totalPayments + 3,
        completedPayments: before.completedPayments + 1,
        blockedUsers: before.blockedUsers,
        totalRevenueCents: before.totalRevenueCents + 30_000,
        dailyVisitors: before.dailyVisitors + 2,
      });

      expect(now.totalUsers).toBe((await list<AdminUser>('/api/admin/users?pageSize=1')).total);
      expect(now.blockedUsers).toBe((await list<AdminUser>('/api/admin/users?pageSize=1&status=blocked')).total);
      const payments: AdminPayment[] = [];
      for (let page = 1; ; page += 1) {
        const { rows, total } = await list<AdminPayment>(`/api/admin/payments?pageSize=100&page=${page}`);
        expect(total).toBe(now.totalPayments);
        payments.push(...rows);
        if (rows.length < 100) break;
      }
      expect(payments).toHaveLength(now.totalPayments);
      const succeeded = payments.filter((payment) => payment.status === 'succeeded' && payment.currency === 'cad');
      expect(succeeded).toHaveLength(now.completedPayments);
      expect(succeeded.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(now.totalRevenueCents);

      const analytics = (await asAdmin('GET', '/api/admin/analytics')).json() as { totalVisits: number; topCountries: unknown[] };
      expect(analytics.totalVisits).toBe(visitsBefore + 2);
      expect(analytics.topCountries).toContainEqual({ country: 'Kenya', visits: 1 });
    });

    it('exports the payments list as CSV: amount with 2 decimals, currency in capitals', async () => {
      const response = await asAdmin('GET', `/api/admin/payments.csv?search=${encodeURIComponent(payers.declined.email)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="payments-2026-06-15.csv"');
      const rows = parse(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(rows).toEqual([
        {
          id: expect.any(String),
          userEmail: payers.declined.email,
          amount: '300.00',
          currency: 'CAD',
          status: 'failed',
          paymentMethod: '',
          reference: expect.stringMatching(/^pi_sandbox_/),
          createdAt: expect.any(String),
          failureReason: PAYMENT_MESSAGES.cardDeclined,
        },
      ]);
    });
  });

  it('audits the country of a trusted X-Forwarded-For address for sign-in, sign-out and actions, never the address', async () => {
    const fromKenya = { 'x-forwarded-for': KENYAN_ADDRESS };
    clock.advance(60_000);
    const since = clock.now();
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: ADMIN.username, password }, headers: fromKenya });
    expect((await login('wrong-password')).statusCode).toBe(401);
    const kenyanToken = (await login(ADMIN.password)).json().token as string;
    const { user } = await signUp(t.app);
    expect((await block(user.id, 'Seen from Nairobi', fromKenya)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${kenyanToken}`, origin: t.config.publicUrl, ...fromKenya },
    });
    expect(logout.statusCode).toBe(200);

    const stored = await t.app.database.pool.query('SELECT action, country FROM admin_audit WHERE created_at >= $1 ORDER BY action', [
      since,
    ]);
    expect(stored.rows).toEqual([
      { action: 'block_user', country: 'KE' },
      { action: 'login_failed', country: 'KE' },
      { action: 'login_succeeded', country: 'KE' },
      { action: 'logout', country: 'KE' },
    ]);
    const shown = await auditRows(`userId=${user.id}`);
    expect(shown.rows).toEqual([expect.objectContaining({ action: 'block_user', country: 'Kenya', reason: 'Seen from Nairobi' })]);
    // The first sign-in of this suite came from the test's own loopback address: no country.
    const local = await auditRows(`action=login_succeeded&admin=${ADMIN.username}`);
    expect(local.rows.map((row) => row.country)).toEqual(expect.arrayContaining(['Kenya', null]));

    const everything = JSON.stringify((await t.app.database.pool.query('SELECT * FROM admin_audit')).rows);
    expect(everything).not.toContain(KENYAN_ADDRESS);
    expect(everything).not.toContain('127.0.0.1');
  });
});
