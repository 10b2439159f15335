import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '../shared/error-codes';
import { errorEnvelopeSchema } from '../shared/schemas/envelope';
import { MEMBERSHIP } from '../shared/constants';
import { grantMembership } from './features/membership/service';
import { addMonthsUtc } from './lib/dates';
import type { RouteInfo } from './route-inventory';
import { signIn, signUp, signUpMember, STRONG_PASSWORD } from './test-support/members';
import { exampleInject, insertExampleJob, ROUTE_EXAMPLES, type ExampleContext } from './test-support/route-examples';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * Every registered route × every kind of caller (docs/architecture.md#tests). The table below says who
 * may call each route; the suite reads the routes from the app itself, so a route added without a line
 * here fails the first test, as does a line whose route is gone. Each cell sends the route's well-formed
 * example (test-support/route-examples.ts): an allowed caller gets the route's own answer (never 401/403),
 * a refused one the product's refusal (docs/product.md#roles).
 */

type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** A session of an active account, paid or not (requireUser). */
  | 'signed-in'
  /** A session with a membership running now (requireMember). */
  | 'member'
  /**
   * Anyone (memberOrVisitor): a member gets the member's answer, everyone else the visitor's teaser, told apart
   * by `x-jobs-view` (docs/product.md#a-look-before-paying).
   */
  | 'member-or-visitor'
  /** An administrator's bearer token (requireAdmin). */
  | 'admin'
  /** A provider's callback: whoever calls, the answer is the same (the signature or secret path decides). */
  | 'webhook';

interface Rule {
  access: Access;
  /** What an allowed caller gets for the route's example. */
  status: number;
  /** An allowed caller whose own state changes the answer (a paid member is refused a second membership). */
  byRole?: Partial<Record<Role, number>>;
}

const rule = (access: Access, status = 200, byRole?: Rule['byRole']): Rule => ({ access, status, ...(byRole ? { byRole } : {}) });

/** The routes whose answers are one person's: never stored by a browser or a proxy. */
const PRIVATE_ACCESS = new Set<Access>(['signed-in', 'member', 'member-or-visitor', 'admin']);

export const ROUTE_ACCESS: Record<string, Rule> = {
  'GET /api/health': rule('public'),
  'GET /api/contacts': rule('public'),
  'POST /api/client-errors': rule('public', 202),
  'POST /api/analytics/visit': rule('public', 204),
  'POST /api/auth/sign-up': rule('public', 201),
  'POST /api/auth/sign-in': rule('public'),
  'POST /api/auth/sign-out': rule('public'),
  'GET /api/auth/status': rule('public'),
  'GET /api/auth/me': rule('signed-in'),
  'POST /api/auth/forgot-password': rule('public'),
  // The examples carry tokens that were never issued: the route's own refusal, not an access one.
  'POST /api/auth/reset-password': rule('public', 400),
  'GET /api/auth/verify-email': rule('public', 400),
  'GET /api/account/profile': rule('signed-in'),
  'PATCH /api/account/profile': rule('signed-in'),
  'PUT /api/account/locale': rule('signed-in'),
  // The language switch: anyone; it sets the cookie and sends the browser on (docs/decisions/058).
  'GET /language/:locale': rule('public', 303),
  // A wrong password in the example (it must not change or delete the caller): 400 WRONG_PASSWORD.
  'POST /api/account/password': rule('signed-in', 400),
  'GET /api/account/payments': rule('signed-in'),
  'GET /api/account/payments/:id/receipt.pdf': rule('signed-in', 404),
  'GET /api/account/export': rule('signed-in'),
  'GET /api/account/refunds': rule('signed-in'),
  // The example names no payment of the caller's: 404 PAYMENT_NOT_FOUND.
  'POST /api/account/payments/:id/refund-request': rule('signed-in', 404),
  'GET /api/admin/refunds': rule('admin'),
  // The example names no request: 404 REFUND_REQUEST_NOT_FOUND.
  'POST /api/admin/refunds/:id/refund': rule('admin', 404),
  'POST /api/admin/refunds/:id/decline': rule('admin', 404),
  'GET /api/admin/lmia-quarters': rule('admin'),
  // The example is JSON, not a file: an administrator is told so (400) and nothing is loaded.
  'POST /api/admin/lmia-quarters': rule('admin', 400),
  'DELETE /api/account': rule('signed-in', 400),
  'POST /api/admin/login': rule('public'),
  'GET /api/admin/verify': rule('admin'),
  'POST /api/admin/logout': rule('admin'),
  'GET /api/admin/dashboard': rule('admin'),
  'GET /api/admin/users': rule('admin'),
  'GET /api/admin/users.csv': rule('admin'),
  'GET /api/admin/payments': rule('admin'),
  'GET /api/admin/payments.csv': rule('admin'),
  'GET /api/admin/analytics': rule('admin'),
  'GET /api/admin/audit': rule('admin'),
  'POST /api/admin/users/:userId/block': rule('admin'),
  'POST /api/admin/users/:userId/unblock': rule('admin'),
  'POST /api/admin/users/:userId/grant-membership': rule('admin'),
  'GET /api/admin/outbox': rule('admin'),
  'GET /api/payments/config': rule('public'),
  // Paying needs a session, for that account only; a paid member with more than 30 days left is refused 409 ALREADY_MEMBER.
  'GET /api/payments/checkout': rule('signed-in'),
  'POST /api/create-payment-intent': rule('signed-in', 200, { paid: 409 }),
  // Whoever holds the checkout's client secret; the example's is unknown.
  'POST /api/payments/sandbox/confirm': rule('public', 404),
  // The sandbox has no webhooks: 400 WEBHOOK_NOT_CONFIGURED for everyone (with Stripe: the signature decides).
  'POST /api/webhooks/stripe': rule('webhook', 400),
  // The example's code was never issued: 400 ACCESS_DENIED.
  'POST /api/humanitarian-access': rule('public', 400),
  'POST /api/admin/humanitarian-codes': rule('admin', 201),
  'GET /api/admin/humanitarian-codes': rule('admin'),
  'GET /api/jobs': rule('member-or-visitor'),
  'GET /api/jobs/samples': rule('public'),
  'GET /api/jobs/:id': rule('member-or-visitor'),
  'GET /api/jobs/filters': rule('public'),
  'GET /api/employers/:id': rule('member'),
  'GET /api/matches': rule('member'),
  'GET /api/matches/email': rule('member'),
  'PUT /api/matches/email': rule('member'),
  'GET /api/matches/email/unsubscribe': rule('public', 400),
  'GET /api/stats': rule('public'),
  'GET /api/noc/search': rule('public'),
  'POST /api/offer-check': rule('public'),
  'GET /api/job-funnel/status': rule('public'),
  'POST /api/job-funnel/start': rule('admin'),
  'POST /api/job-funnel/stop': rule('admin'),
  'POST /api/job-funnel/update': rule('admin'),
  'POST /api/job-alerts': rule('member', 202),
  // The link holder's: an unknown link is the HTML page's 400.
  'GET /api/job-alerts/confirm': rule('public', 400),
  'GET /api/job-alerts/unsubscribe': rule('public', 400),
  'GET /api/ai/engine': rule('public'),
  'POST /api/ai/resume': rule('member'),
  'POST /api/ai/cover-letter': rule('member'),
  'POST /api/ai/personal-statement': rule('member'),
  'POST /api/ai/parse-resume': rule('member'),
  'POST /api/ai/convert-resume': rule('member'),
  'POST /api/ai/resume-templates': rule('member'),
  'POST /api/ai/parse-and-convert': rule('member'),
  'GET /api/documents': rule('member'),
  'GET /api/documents/:id': rule('member'),
  'DELETE /api/documents/:id': rule('member'),
  'GET /api/profile': rule('member'),
  'PUT /api/profile': rule('member'),
  'DELETE /api/profile': rule('member'),
  'PUT /api/profile/draft': rule('member'),
  'DELETE /api/profile/draft': rule('member'),
  'POST /api/profile/import': rule('member'),
  'POST /api/applications': rule('member', 201),
  'GET /api/applications': rule('member'),
  'GET /api/applications/:id': rule('member'),
  'PATCH /api/applications/:id': rule('member'),
  'DELETE /api/applications/:id': rule('member'),
  'POST /api/ai/update-job-info': rule('member'),
  // M-Pesa: signed in, like the card's checkout; the status of the member's own push only; Safaricom calls the
  // webhook, which acknowledges anything that parses at once (a wrong token then changes nothing).
  'POST /api/payments/mpesa': rule('signed-in', 202, { paid: 409 }),
  'GET /api/payments/mpesa/:id': rule('signed-in', 404),
  'POST /api/webhooks/mpesa/:token': rule('webhook', 200),
  // What crawlers read (robots.txt, and the sitemap of the pre-rendered pages: none without a built client).
  'GET /robots.txt': rule('public'),
  'GET /sitemap.xml': rule('public'),
  // The SPA's pages are public; without a built client the fallback answers 404.
  'GET /*': rule('public', 404),
};

const ROLES = ['visitor', 'unpaid', 'paid', 'expired', 'blocked', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** The product's refusal for a role the rule does not let in, or null when the role is allowed. */
function refusal(access: Access, role: Role): { status: number; errorCode: string } | null {
  const signInFirst = { status: 401, errorCode: AUTH_ERROR_CODES.authenticationRequired };
  switch (access) {
    case 'public':
    case 'webhook':
    case 'member-or-visitor':
      return null;
    case 'admin':
      return role === 'admin' ? null : { status: 401, errorCode: AUTH_ERROR_CODES.adminRequired };
    case 'signed-in':
      // A blocked account has no session at all; an administrator's token is no member session.
      return ['unpaid', 'paid', 'expired'].includes(role) ? null : signInFirst;
    case 'member':
      if (role === 'paid') return null;
      return role === 'unpaid' || role === 'expired' ? { status: 403, errorCode: AUTH_ERROR_CODES.paymentRequired } : signInFirst;
  }
}

/** Routes whose example ends the caller's session (sign-in and sign-up rotate it): each such cell gets a caller of its own. */
const ENDS_SESSION = new Set(['POST /api/auth/sign-out', 'POST /api/auth/sign-in', 'POST /api/auth/sign-up', 'POST /api/admin/logout']);

const ADMIN = { username: 'matrix-admin', password: 'Matrix-Admin-Password-7' };

let addressCounter = 0;
/** Each request from an address of its own, so that per-address limits never answer instead of the route. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

describe('authorization matrix: every route × every kind of caller', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let context: ExampleContext;
  let adminToken: string;
  const callers = new Map<Role, Record<string, string>>();

  const adminHeaders = (token: string) => ({ authorization: `Bearer ${token}` });
  const adminLogin = async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const block = async (userId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/block`,
      headers: adminHeaders(adminToken),
      payload: { reason: 'Matrix set-up' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** A caller of the role, with headers to send: a cookie for members, a bearer token for the administrator. */
  async function makeCaller(role: Role): Promise<Record<string, string>> {
    switch (role) {
      case 'visitor':
        return {};
      case 'admin':
        return adminHeaders(await adminLogin());
      case 'unpaid': {
        const { payload } = await signUp(t.app);
        return { cookie: (await signIn(t.app, payload.email)).cookie };
      }
      case 'paid':
        return { cookie: (await signUpMember(t.app)).cookie };
      case 'expired': {
        // Twelve months granted thirteen months ago, through the product's one grant path.
        const { payload, user } = await signUp(t.app);
        const grantedAt = addMonthsUtc(t.app.deps.now(), -(MEMBERSHIP.months + 1));
        await t.app.deps.db.transaction((tx) =>
          grantMembership(tx, { userId: user.id, kind: 'paid', sourceType: 'admin', sourceRef: `expired-${user.id}`, now: grantedAt }),
        );
        return { cookie: (await signIn(t.app, payload.email)).cookie };
      }
      case 'blocked': {
        const { user, cookie } = await signUpMember(t.app);
        await block(user.id);
        return { cookie };
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ admin: ADMIN });
    routes = t.app.routeInventory;
    adminToken = await adminLogin();
    for (const role of ROLES) callers.set(role, await makeCaller(role));

    // The rows the examples name: a job, and the paid caller's own application (on another job) and document.
    const jobId = await insertExampleJob(t.app);
    const { rows } = await t.app.database.pool.query<{ id: string }>(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, salary, description)
       VALUES ('test', 'matrix-tracked', 'posting', 'Baker', 'Prairie Bakery', 'Regina, SK', '$18/hour', 'Bake.') RETURNING id`,
    );
    const paid = { ...callers.get('paid')!, 'content-type': 'application/json' };
    const application = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: paid,
      payload: { jobId: Number(rows[0]!.id) },
      remoteAddress: nextAddress(),
    });
    expect(application.statusCode, application.body).toBe(201);
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/ai/resume',
      headers: paid,
      payload: ROUTE_EXAMPLES['POST /api/ai/resume']!({} as ExampleContext).payload as object,
      remoteAddress: nextAddress(),
    });
    expect(resume.statusCode, resume.body).toBe(200);

    const account = await signUp(t.app);
    const [blockTarget, unblockTarget, grantTarget] = [(await signUp(t.app)).user, (await signUp(t.app)).user, (await signUp(t.app)).user];
    await block(unblockTarget.id);
    context = {
      jobId,
      applicationId: application.json().application.id,
      documentId: resume.json().documentId,
      blockTargetId: blockTarget.id,
      unblockTargetId: unblockTarget.id,
      grantTargetId: grantTarget.id,
      account: { email: account.payload.email, password: STRONG_PASSWORD },
      admin: ADMIN,
    };
  });
  afterAll(async () => t?.close());

  it('has a line for every registered route, and a registered route for every line', () => {
    const registered = new Set(routes.map((route) => route.key));
    expect(
      [...registered].filter((key) => !(key in ROUTE_ACCESS)),
      'routes without a line in ROUTE_ACCESS',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((key) => !registered.has(key)),
      'lines in ROUTE_ACCESS for no registered route',
    ).toEqual([]);
    expect(
      [...registered].filter((key) => !(key in ROUTE_EXAMPLES)),
      'routes without an example in test-support/route-examples.ts',
    ).toEqual([]);
  });

  it("agrees with each route's own guards", () => {
    const GUARD: Partial<Record<Access, string>> = {
      admin: 'requireAdmin',
      member: 'requireMember',
      'signed-in': 'requireUser',
      'member-or-visitor': 'memberOrVisitor',
    };
    const disagreements = routes.flatMap((route) => {
      const access = ROUTE_ACCESS[route.key]?.access;
      if (!access) return [];
      const guards = route.guards.filter((name) => Object.values(GUARD).includes(name));
      const expected = GUARD[access] ? [GUARD[access]] : [];
      return guards.join() === expected.join() ? [] : [`${route.key}: '${access}' in the table, guards [${guards.join(', ')}]`];
    });
    expect(disagreements).toEqual([]);
  });

  it('answers every caller as the table says, and never lets a member or administrator answer be stored', async () => {
    const failures: string[] = [];
    // Private answers carry Cache-Control: no-store whoever asked and whatever the status (docs/product.md#private-answers).
    const storable: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const rule = ROUTE_ACCESS[route.key];
      const example = ROUTE_EXAMPLES[route.key];
      if (!rule || !example) continue; // the first test names it
      const answers = new Map<Role, number>();
      for (const role of ROLES) {
        const caller =
          ENDS_SESSION.has(route.key) && role !== 'visitor' && role !== 'blocked' ? await makeCaller(role) : callers.get(role)!;
        const request = exampleInject(route, example(context));
        const response = await t.app.inject({ ...request, headers: { ...request.headers, ...caller }, remoteAddress: nextAddress() });
        cells += 1;
        answers.set(role, response.statusCode);
        const cell = `${route.key} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (PRIVATE_ACCESS.has(rule.access) && !/\bno-store\b/.test(String(response.headers['cache-control'] ?? '')))
          storable.push(`${route.key} as ${role}: ${response.statusCode}, cache-control ${String(response.headers['cache-control'])}`);
        const refused = refusal(rule.access, role);
        if (refused) {
          const envelope = errorEnvelopeSchema.safeParse(safeJson(response.body));
          if (response.statusCode !== refused.status || !envelope.success || envelope.data.errorCode !== refused.errorCode)
            failures.push(`${cell} — expected ${refused.status} ${refused.errorCode}`);
        } else if (response.statusCode !== (rule.byRole?.[role] ?? rule.status)) {
          failures.push(`${cell} — expected ${rule.byRole?.[role] ?? rule.status}`);
        } else if (rule.access === 'member-or-visitor') {
          // Only a running membership sees the member's answer; the unpaid, expired, blocked and the administrator
          // get the visitor's.
          const view = role === 'paid' ? 'member' : 'teaser';
          if (response.headers['x-jobs-view'] !== view) failures.push(`${cell} — expected the ${view} view`);
        }
      }
      // A callback answers whoever calls the same way: no caller's cookie or token changes what it does.
      if (rule.access === 'webhook' && new Set(answers.values()).size !== 1)
        failures.push(`${route.key}: different answers per caller ${JSON.stringify([...answers])}`);
    }
    expect(failures).toEqual([]);
    expect(storable, 'member and administrator answers without Cache-Control: no-store').toEqual([]);
    expect(cells).toBeGreaterThanOrEqual(Object.keys(ROUTE_ACCESS).length * ROLES.length);
  });
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
