import { randomUUID } from 'node:crypto';
import { TERMS_VERSION } from '../../shared/policies';
import type { App } from '../app';
import { verifyEmail } from '../features/auth/service';
import { grantMembership } from '../features/membership/service';

let counter = 0;
/** A unique, valid e-mail per call: suites share nothing, but readable names help when one fails. */
export const uniqueEmail = (label = 'member') => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export const STRONG_PASSWORD = 'Kilimanjaro-2026';

export const json = { 'content-type': 'application/json' };

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  return {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email,
    password: STRONG_PASSWORD,
    phone: '+254 712 345 678',
    username: email.toLowerCase(),
    acceptedTerms: TERMS_VERSION,
    ...overrides,
  };
}

export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const payload = signUpPayload(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  // Sign-up starts a session: its cookie is what the checkout pays with (docs/product.md#checkout).
  const session = response.cookies.find((c) => c.name === 'mb_session');
  if (session) sessionsOf(app).set(payload.email.toLowerCase(), `mb_session=${session.value}`);
  return { payload, user: response.json().user as { id: string; email: string } };
}

const sessions = new WeakMap<App, Map<string, string>>();
const sessionsOf = (app: App) => {
  let known = sessions.get(app);
  if (!known) sessions.set(app, (known = new Map()));
  return known;
};

/**
 * A session cookie of the member with this e-mail, for the calls that act on the session's account (paying): the
 * one their sign-up started, else a new sign-in.
 */
export async function sessionCookieFor(app: App, email: string): Promise<string> {
  const known = sessionsOf(app).get(email.toLowerCase());
  if (known) return known;
  const { cookie } = await signIn(app, email);
  sessionsOf(app).set(email.toLowerCase(), cookie);
  return cookie;
}

/** Signs in and returns the session cookie as a header value for later requests. */
export async function signIn(app: App, email: string, password = STRONG_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'mb_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { cookie: `mb_session=${cookie.value}`, token: cookie.value, response };
}

export async function latestOutboxEmail(app: App, to: string) {
  const rows = await app.database.pool.query<{ text_body: string; subject: string }>(
    'SELECT subject, text_body FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1',
    [to],
  );
  return rows.rows[0];
}

export const linkToken = (text: string, path: string) => {
  const match = text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};

/** Twelve months of access through the product's one grant path, dated by the app's clock. */
export async function grantTestMembership(app: App, userId: string, sourceRef = `test-grant-${randomUUID()}`) {
  await app.deps.db.transaction((tx) =>
    grantMembership(tx, { userId, kind: 'complimentary', sourceType: 'admin', sourceRef, reason: 'test member', now: app.deps.now() }),
  );
}

/**
 * Follows the verification link sign-up e-mailed (through auth's service, so no per-address limit of the
 * HTTP route counts it).
 */
export async function verifyTestEmail(app: App, email: string) {
  const message = await latestOutboxEmail(app, email);
  if (!message) throw new Error(`no verification e-mail to ${email}`);
  await verifyEmail(app.deps, { token: linkToken(message.text_body, '/verify-email'), sessionToken: undefined });
}

/** A signed-up, signed-in member with active access and a verified address, as a paying member normally is. */
export async function signUpMember(app: App, overrides: Record<string, unknown> = {}) {
  const { payload, user } = await signUp(app, overrides);
  await grantTestMembership(app, user.id);
  await verifyTestEmail(app, payload.email);
  const { cookie } = await signIn(app, payload.email);
  return { payload, user, cookie };
}
