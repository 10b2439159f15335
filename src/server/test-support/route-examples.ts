import type { InjectOptions } from 'fastify';
import type { App } from '../app';
import type { RouteInfo } from '../route-inventory';
import { TERMS_VERSION } from '../../shared/policies';
import { MPESA_SANDBOX_NUMBERS } from '../../shared/schemas/mpesa';
import { STRONG_PASSWORD, uniqueEmail } from './members';

/**
 * One well-formed request per route: a body, query and path that pass the route's schema. The
 * authorization matrix sends it as each role; the hostile-input suite starts from it and breaks it.
 * A route without an example still gets generated input in the hostile suite, but the matrix fails
 * until it has one here.
 */
export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The rows the examples point at, made by each suite in its own database. */
export interface ExampleContext {
  jobId: number;
  /** A tracked application and a saved document of the paid member the suite sends as. */
  applicationId: string;
  documentId: string;
  /** Members the administrator examples act on: active (to block), blocked (to unblock), unpaid (to grant). */
  blockTargetId: string;
  unblockTargetId: string;
  grantTargetId: string;
  /** An account sign-in succeeds with. */
  account: { email: string; password: string };
  admin: { username: string; password: string };
}

export const SOME_UUID = '00000000-0000-4000-8000-000000000000';

const userProfile = {
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.com',
  phone: '+254 712 345 678',
  location: 'Nairobi, Kenya',
  skills: ['Cooking', 'Food safety', 'Inventory'],
  experience: 'Line cook at Java House, Nairobi, 2019-2024. Led a team of four; cut waste by 15%.',
  education: 'Diploma in Food Production, Kenya Utalii College, 2018',
};

const parsedResume = {
  personalInfo: { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.com', phone: '+254 712 345 678', location: 'Nairobi' },
  skills: ['Cooking', 'Food safety'],
  languages: [{ language: 'English', proficiency: 'Fluent' }],
  workExperience: [
    { position: 'Line cook', company: 'Java House', location: 'Nairobi', duration: '2019 - 2024', achievements: ['Cut waste by 15%'] },
  ],
  education: [{ degree: 'Diploma in Food Production', institution: 'Kenya Utalii College', year: '2018' }],
  excludedDetails: [],
};

const resumeText = `Wanjiru Kamau
wanjiru@example.com | +254 712 345 678 | Nairobi, Kenya

EXPERIENCE
Line cook, Java House, Nairobi (2019 - 2024)
- Led a team of four cooks
- Cut food waste by 15%

EDUCATION
Diploma in Food Production, Kenya Utalii College, 2018

SKILLS
Cooking, Food safety, Inventory`;

const targetJob = { title: 'Cook', company: 'Maple Diner', description: 'Prepare meals; keep the kitchen clean.' };

export const ROUTE_EXAMPLES: Record<string, (c: ExampleContext) => ExampleRequest> = {
  'GET /api/health': () => ({}),
  'GET /api/contacts': () => ({}),
  'POST /api/client-errors': () => ({
    payload: {
      message: 'Boom',
      stack: 'Error: Boom',
      timestamp: '2026-06-15T08:00:00.000Z',
      userAgent: 'Mozilla/5.0',
      url: 'http://localhost/jobs',
      userId: 'anonymous',
    },
  }),
  'POST /api/analytics/visit': () => ({ payload: { page: '/jobs' }, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' } }),
  'POST /api/auth/sign-up': () => {
    const email = uniqueEmail('example');
    return {
      payload: {
        firstName: 'Achieng',
        lastName: 'Otieno',
        email,
        password: STRONG_PASSWORD,
        phone: '+254 712 345 678',
        username: email,
        acceptedTerms: TERMS_VERSION,
      },
    };
  },
  'POST /api/auth/sign-in': (c) => ({ payload: { email: c.account.email, password: c.account.password } }),
  'POST /api/auth/sign-out': () => ({}),
  'GET /api/auth/status': () => ({}),
  'GET /api/auth/me': () => ({}),
  'POST /api/auth/forgot-password': () => ({ payload: { email: uniqueEmail('forgot') } }),
  'POST /api/auth/reset-password': () => ({ payload: { token: 'not-a-real-reset-token', password: STRONG_PASSWORD } }),
  'GET /api/auth/verify-email': () => ({ query: { token: 'not-a-real-verify-token' } }),
  'GET /api/account/profile': () => ({}),
  'PATCH /api/account/profile': () => ({
    payload: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254 712 345 678', city: 'Nairobi', country: 'Kenya' },
  }),
  // A wrong current password: the example must not change the password of the member it is sent as.
  'POST /api/account/password': () => ({ payload: { currentPassword: 'not-the-password-9', newPassword: 'Serengeti-Plains-2027' } }),
  'PUT /api/account/locale': () => ({ payload: { locale: 'en' } }),
  'GET /language/:locale': () => ({ params: { locale: 'en' }, query: { next: '/jobs' } }),
  'GET /api/account/payments': () => ({}),
  'GET /api/account/payments/:id/receipt.pdf': () => ({ params: { id: SOME_UUID } }),
  'GET /api/account/export': () => ({}),
  'GET /api/account/refunds': () => ({}),
  'POST /api/account/payments/:id/refund-request': () => ({ params: { id: SOME_UUID }, payload: { reason: 'Changed my plans' } }),
  'GET /api/admin/refunds': () => ({ query: { status: 'pending' } }),
  'POST /api/admin/refunds/:id/refund': () => ({ params: { id: SOME_UUID }, payload: { reversalReference: 'SGR7K2M4QX' } }),
  'POST /api/admin/refunds/:id/decline': () => ({ params: { id: SOME_UUID }, payload: { reason: 'Outside our policy' } }),
  'GET /api/admin/lmia-quarters': () => ({}),
  'POST /api/admin/lmia-quarters': () => ({ query: { fileName: 'esdc_tfwp_2026q1_positive_lmia_en.csv' }, payload: { rows: [] } }),
  // A wrong password: the example must not delete the member it is sent as.
  'DELETE /api/account': () => ({ payload: { password: 'not-the-password-9' } }),
  'POST /api/admin/login': (c) => ({ payload: { username: c.admin.username, password: c.admin.password } }),
  'GET /api/admin/verify': () => ({}),
  'POST /api/admin/logout': () => ({}),
  'GET /api/admin/dashboard': () => ({}),
  'GET /api/admin/users': () => ({ query: { search: 'wanjiru', page: '1', pageSize: '20', status: 'active' } }),
  'GET /api/admin/users.csv': () => ({ query: { search: 'wanjiru', status: 'active' } }),
  'GET /api/admin/payments': () => ({ query: { search: 'wanjiru', page: '1', pageSize: '20' } }),
  'GET /api/admin/payments.csv': () => ({ query: { search: 'wanjiru' } }),
  'GET /api/admin/analytics': () => ({}),
  'GET /api/admin/audit': () => ({ query: { page: '1', pageSize: '20', admin: 'ops', action: 'block_user', userId: SOME_UUID } }),
  'POST /api/admin/users/:userId/block': (c) => ({
    params: { userId: c.blockTargetId },
    payload: { reason: 'Card fraud reported by the bank' },
  }),
  'POST /api/admin/users/:userId/unblock': (c) => ({ params: { userId: c.unblockTargetId } }),
  'POST /api/admin/users/:userId/grant-membership': (c) => ({
    params: { userId: c.grantTargetId },
    payload: { reason: 'Partner organisation referral' },
  }),
  'GET /api/admin/outbox': () => ({ query: { to: 'someone@example.com', limit: '10' } }),
  'GET /api/payments/config': () => ({}),
  // For the session's own account (docs/product.md#checkout): no e-mail needed.
  'GET /api/payments/checkout': () => ({}),
  'POST /api/create-payment-intent': () => ({ payload: { amount: 300, currency: 'cad', description: 'Membership' } }),
  'POST /api/payments/sandbox/confirm': () => ({
    payload: { paymentIntentId: 'pi_sandbox_unknown', clientSecret: 'pi_sandbox_unknown_secret_abc', cardNumber: '4242424242424242' },
  }),
  'POST /api/webhooks/stripe': () => ({
    payload: { id: 'evt_unknown', type: 'payment_intent.succeeded', data: { object: { id: 'pi_unknown' } } },
    headers: { 'stripe-signature': 't=1,v1=0000' },
  }),
  'POST /api/humanitarian-access': () => ({ payload: { email: uniqueEmail('refugee'), accessCode: 'ABCDEFGHJKMNPQRS' } }),
  'POST /api/admin/humanitarian-codes': () => ({ payload: { note: 'Referred by a partner', expiresInDays: 30 } }),
  'GET /api/admin/humanitarian-codes': () => ({}),
  'GET /api/jobs': () => ({ query: { search: 'cook', province: 'Ontario', page: '1', pageSize: '20' } }),
  'GET /api/jobs/samples': () => ({}),
  'GET /api/jobs/:id': (c) => ({ params: { id: String(c.jobId) } }),
  'GET /api/jobs/filters': () => ({}),
  'GET /api/employers/:id': () => ({ params: { id: EXAMPLE_EMPLOYER_ID } }),
  // No NOC data in the matrix's app: a member with no profile gets the empty answer.
  'GET /api/matches': () => ({}),
  'GET /api/matches/email': () => ({}),
  'PUT /api/matches/email': () => ({ payload: { newQuarterEmail: true } }),
  'GET /api/matches/email/unsubscribe': () => ({ query: { token: 'not-a-real-matches-token' } }),
  'GET /api/stats': () => ({}),
  'GET /api/noc/search': () => ({ query: { title: 'fundi wa magari', limit: '3' } }),
  'POST /api/offer-check': () => ({
    payload: { text: 'Lipa ada ya usajili ya KSh 10,000 kwa M-Pesa.', employer: 'Maple Diner', occupation: 'cook', province: 'ON' },
  }),
  'GET /api/job-funnel/status': () => ({}),
  'POST /api/job-funnel/start': () => ({}),
  'POST /api/job-funnel/stop': () => ({}),
  'POST /api/job-funnel/update': () => ({}),
  'POST /api/job-alerts': () => ({ payload: { search: 'cook', province: 'Ontario' } }),
  'GET /api/job-alerts/confirm': () => ({ query: { token: 'not-a-real-alert-token' } }),
  'GET /api/job-alerts/unsubscribe': () => ({ query: { token: 'not-a-real-alert-token' } }),
  'GET /api/ai/engine': () => ({}),
  'POST /api/ai/resume': () => ({ payload: { jobTitle: 'Cook', jobDescription: 'Prepare meals for 200 guests a day.', userProfile } }),
  'POST /api/ai/cover-letter': () => ({
    payload: { jobTitle: 'Cook', company: 'Maple Diner', jobDescription: 'Prepare meals for 200 guests a day.', userProfile },
  }),
  'POST /api/ai/personal-statement': () => ({ payload: { purpose: 'immigration', targetRole: 'Cook', userProfile } }),
  'POST /api/ai/parse-resume': () => ({ payload: { resumeText, targetJob } }),
  'POST /api/ai/convert-resume': () => ({ payload: { parsedData: parsedResume, targetJob, template: 'professional' } }),
  'POST /api/ai/resume-templates': () => ({ payload: { parsedData: parsedResume, targetJob } }),
  'POST /api/ai/parse-and-convert': () => ({
    payload: { resumeText, targetJob, template: 'modern', jobDescription: 'Prepare meals; food safety.', qualityCheck: true },
  }),
  'GET /api/documents': () => ({}),
  'GET /api/documents/:id': (c) => ({ params: { id: c.documentId } }),
  'DELETE /api/documents/:id': (c) => ({ params: { id: c.documentId } }),
  'GET /api/profile': () => ({}),
  'PUT /api/profile': () => ({ payload: parsedResume }),
  'DELETE /api/profile': () => ({}),
  'PUT /api/profile/draft': () => ({ payload: { draft: parsedResume, step: 'template', template: 'modern' } }),
  'DELETE /api/profile/draft': () => ({}),
  'POST /api/profile/import': () => ({ payload: { resumeText } }),
  'POST /api/applications': (c) => ({ payload: { jobId: c.jobId, status: 'Saved', notes: 'Called the employer' } }),
  'GET /api/applications': () => ({ query: { status: 'Saved', search: 'diner' } }),
  'GET /api/applications/:id': (c) => ({ params: { id: c.applicationId } }),
  'PATCH /api/applications/:id': (c) => ({ params: { id: c.applicationId }, payload: { status: 'Applied', notes: 'Sent by e-mail' } }),
  'DELETE /api/applications/:id': (c) => ({ params: { id: c.applicationId } }),
  'POST /api/ai/update-job-info': (c) => ({ payload: { jobId: c.jobId, userProfile: { skills: ['Cooking'] } } }),
  // M-Pesa: a push to the sandbox's number that never answers (the caller stays unpaid: a paying push would turn the
  // suites' unpaid caller into a member), an unknown payment, a wrong callback path.
  'POST /api/payments/mpesa': () => ({ payload: { phone: MPESA_SANDBOX_NUMBERS.noAnswer } }),
  'GET /api/payments/mpesa/:id': () => ({ params: { id: SOME_UUID } }),
  'POST /api/webhooks/mpesa/:token': () => ({
    params: { token: 'not-the-callback-token' },
    payload: { Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_1', ResultCode: 0, ResultDesc: 'ok' } } },
  }),
  'GET /robots.txt': () => ({}),
  'GET /sitemap.xml': () => ({}),
  // The SPA's fallback (static-spa.ts); without a built client it answers the JSON 404 for /api paths.
  'GET /*': () => ({ params: { '*': 'pricing' } }),
};

/** Fills a route's pattern: '/api/jobs/:id' with { id: '7' } → '/api/jobs/7' (values URL-encoded). */
export function fillPath(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => encodeURIComponent(params[name ?? '*'] ?? SOME_UUID));
}

export function queryString(query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

/** The request an example describes, ready for app.inject (JSON bodies, as the client sends them). */
export function exampleInject(route: RouteInfo, example: ExampleRequest): InjectOptions {
  const hasBody = example.payload !== undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, example.params) + queryString(example.query),
    headers: { ...(hasBody || route.method !== 'GET' ? { 'content-type': 'application/json' } : {}), ...example.headers },
    ...(hasBody ? { payload: JSON.stringify(example.payload) } : route.method !== 'GET' ? { payload: '{}' } : {}),
  };
}

/** The employer page of the approval insertExampleJob writes beside its job. */
export const EXAMPLE_EMPLOYER_ID = 'on-maple-diner';

/** A job row for the examples that name one, and an approval for the employer page (no reference data is loaded in tests). */
export async function insertExampleJob(app: App): Promise<number> {
  await app.database.pool.query(
    `INSERT INTO lmia_employers (quarter, province_code, province_name, stream, employer, employer_key, address, city, city_key, noc_code, occupation_title, approved_positions)
     VALUES ('2025Q1', 'ON', 'Ontario', 'Low-wage', 'Maple Diner Ltd.', 'maple diner ltd', '1 King St, Toronto, ON M5H 1A1', 'Toronto', 'toronto', '63200', 'Cooks', 2)`,
  );
  const { rows } = await app.database.pool.query<{ id: string }>(
    `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
     VALUES ('test', 'route-example', 'posting', 'Cook', 'Maple Diner', 'Toronto, ON', 'Ontario', '$20/hour', 'Prepare meals.') RETURNING id`,
  );
  return Number(rows[0]!.id);
}
