import { RETENTION_DAYS } from '../../../shared/policies';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { pathInLocale, type Locale } from '../../../shared/i18n/locale';
import type { AuthUser } from '../../../shared/schemas/auth';
import { ACCOUNT_ERROR_CODES, AUTH_ERROR_CODES, ERROR_CODES } from '../../../shared/error-codes';
import { normalizeEmail } from '../../../shared/schemas/email';
import { ACCOUNT_PAGE_MESSAGES, AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import { type Executor, isUniqueViolation } from '../../db/client';
import { passwordResetEmail, verificationEmail } from '../../integrations/email/templates';
import { AppError, tooManyAttempts } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { type ActiveMembership, getActiveMembership, getActiveMemberships } from '../membership/service';
import * as repo from './repo';

/**
 * A member session ends 30 days after sign-in whatever happens, and sooner when unused for 7 days: a
 * phone left signed in at a cyber café or lent to someone stops being the member's within the week
 * (docs/product.md#sessions, docs/decisions/024-shared-phone-privacy.md).
 */
export const SESSION_LIFETIME_MS = RETENTION_DAYS.sessionLifetime * DAY_MS;
export const SESSION_IDLE_MS = RETENTION_DAYS.sessionIdle * DAY_MS;
const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS);
export const RESET_LINK_LIFETIME_MS = HOUR_MS;
const VERIFY_LINK_LIFETIME_MS = 7 * DAY_MS;
/**
 * Failed sign-ins. `limit` counts per account and client address, so an attacker's failures lock the
 * attacker's address out of that account, never the owner on theirs. `accountLimit` counts per account
 * from every address together, against guessing spread over many addresses: 100 is NIST SP 800-63B's
 * ceiling for failed attempts on one account (5.2.2), and reaching it takes 20 addresses (20 /64s in
 * IPv6) each spending its 5, which is what locking the owner out costs an attacker.
 */
const SIGN_IN_FAILURES = { limit: 5, accountLimit: 100, windowMs: 15 * MINUTE_MS };
const FORGOT_PASSWORD_PER_EMAIL = { limit: 3, windowMs: 15 * MINUTE_MS };
/** last_seen_at is refreshed at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/** The account-wide count (resetPassword clears it: whoever holds the mailbox is let in again). */
const signInFailureKey = (email: string) => `sign-in:${email}`;
/**
 * The count per account and client address. The current password hash is part of the key, so a new
 * password (a reset link) starts every address afresh, the owner's own included.
 */
function signInAddressFailureKey(email: string, address: string, passwordHash: string | undefined) {
  const password = passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16) : '-';
  return `sign-in-address:${clientAddressKey(address)}|${password}|${email}`;
}

/**
 * The account with this e-mail address, whatever its case; for the features that act on a member's behalf.
 * A deleted account is not found: nothing is paid for or granted to it (docs/product.md#account-page).
 */
export async function findUserByEmail(db: Executor, email: string): Promise<repo.UserRow | undefined> {
  const user = await repo.findUserByEmail(db, email);
  return user?.deletedAt ? undefined : user;
}

export async function toAuthUser(deps: Deps, user: repo.UserRow): Promise<AuthUser> {
  const membership = await getActiveMembership(deps.db, { userId: user.id, now: deps.now() });
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    phone: user.phone,
    emailVerified: user.emailVerifiedAt !== null,
    isPaidMember: membership !== null,
    membershipExpiresAt: membership?.expiresAt.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    locale: user.locale,
  };
}

/**
 * A single-use link to `page` in the user's language (docs/decisions/058-choosing-the-language.md): only the
 * token's hash is stored, the token is in the link.
 */
async function newLinkFor(deps: Deps, user: repo.UserRow, purpose: repo.TokenPurpose, page: string, lifetimeMs: number) {
  const token = newSecureToken();
  const now = deps.now();
  await repo.insertAuthToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return `${deps.config.publicUrl}${pathInLocale(page, user.locale)}?token=${encodeURIComponent(token)}`;
}

async function sendVerificationLink(deps: Deps, user: repo.UserRow) {
  const link = await newLinkFor(deps, user, 'verify_email', '/verify-email', VERIFY_LINK_LIFETIME_MS);
  await deps.email.send(verificationEmail(user.email, user.firstName, link, user.locale));
}

/**
 * Creates the account and signs the new member in at once, so sign-up → checkout → /jobs needs no second
 * typing of the password (docs/product.md#sign-up); the e-mail address still needs verifying.
 */
export async function signUp(
  deps: Deps,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    phone?: string | undefined;
    /** The terms version accepted (checked against TERMS_VERSION by the request schema). */
    acceptedTerms: string;
    /** The language of the page the member signed up on (docs/decisions/058-choosing-the-language.md). */
    locale: Locale;
    userAgent: string | undefined;
    previousToken: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date; user: AuthUser }> {
  if (isCommonPassword(input.password)) {
    throw new AppError(400, ERROR_CODES.validation, VALIDATION_MESSAGES.passwordCommon, { password: VALIDATION_MESSAGES.passwordCommon });
  }
  const emailExists = () => new AppError(409, AUTH_ERROR_CODES.emailExists, AUTH_MESSAGES.emailExists);
  if (await repo.findUserByEmail(deps.db, input.email)) throw emailExists();

  const passwordHash = await hashPassword(input.password);
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(deps.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      username: normalizeEmail(input.email),
      phone: input.phone ?? null,
      passwordHash,
      createdAt: deps.now(),
      termsVersion: input.acceptedTerms,
      termsAcceptedAt: deps.now(),
      locale: input.locale,
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
  // The account exists whatever happens to the e-mail; a failed send is logged and can be re-requested.
  await sendVerificationLink(deps, user).catch((error: unknown) =>
    deps.log.error({ err: error, userId: user.id }, 'verification e-mail failed'),
  );
  const session = await startSession(deps, user, input);
  return { ...session, user: await toAuthUser(deps, user) };
}

/** A new session for the member; whatever session the browser had is ended first (rotation). */
async function startSession(deps: Deps, user: repo.UserRow, input: { userAgent: string | undefined; previousToken: string | undefined }) {
  if (input.previousToken) await repo.deleteSession(deps.db, hashToken(input.previousToken));
  const token = newSecureToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await repo.insertUserSession(deps.db, { tokenHash: hashToken(token), userId: user.id, now, expiresAt, userAgent: input.userAgent });
  recentlyLiveSessions.set(hashToken(token), true);
  await repo.recordLogin(deps.db, user.id, now);
  return { token, expiresAt };
}

export async function signIn(
  deps: Deps,
  input: {
    email: string | undefined;
    password: string | undefined;
    ip: string;
    userAgent: string | undefined;
    previousToken: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date; user: AuthUser }> {
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const password = input.password;
  if (!email || !password) throw new AppError(400, AUTH_ERROR_CODES.missingCredentials, AUTH_MESSAGES.missingCredentials);

  const user = await repo.findUserByEmail(deps.db, email);
  const accountKey = signInFailureKey(email);
  const addressKey = signInAddressFailureKey(email, input.ip, user?.passwordHash);
  // Counted before the password is checked, so that parallel guesses cannot all pass a check made
  // before any of them was counted; a failure's count stands, a success gives it back below.
  const verdict = await deps.attempts.take([
    { key: addressKey, limit: SIGN_IN_FAILURES.limit, windowMs: SIGN_IN_FAILURES.windowMs },
    { key: accountKey, limit: SIGN_IN_FAILURES.accountLimit, windowMs: SIGN_IN_FAILURES.windowMs },
  ]);
  if (!verdict.allowed) throw tooManyAttempts(verdict.resetInMs);

  // A deleted account is anonymised and its password unusable; it is not there for anyone (docs/product.md#account-page).
  if (!user || user.deletedAt) throw new AppError(401, AUTH_ERROR_CODES.userNotFound, AUTH_MESSAGES.userNotFound);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError(401, AUTH_ERROR_CODES.invalidPassword, AUTH_MESSAGES.invalidPassword);
  // The right password: this address's earlier failures are forgiven, and this attempt does not count
  // against the account (the other addresses' failures still do).
  await deps.attempts.clear(addressKey);
  await deps.attempts.undo(accountKey);
  // Checked after the password, so that only the account's owner learns that it is blocked.
  if (user.accountStatus === 'blocked') throw new AppError(403, AUTH_ERROR_CODES.accountBlocked, AUTH_MESSAGES.accountBlocked);

  // Rotation: whatever session the browser had is ended, and a fresh token is issued.
  const { token, expiresAt } = await startSession(deps, user, input);
  return { token, expiresAt, user: await toAuthUser(deps, user) };
}

export async function signOut(deps: Deps, token: string | undefined) {
  if (token) await repo.deleteSession(deps.db, hashToken(token));
}

interface Session {
  user: repo.UserRow;
  /** Null when the member has no active membership (never paid, expired, refunded). */
  membership: ActiveMembership | null;
}

/**
 * Hashes of the session tokens this instance has recently started or found live. The per-session request
 * limit counts only these; any other cookie, however well formed, counts against its address's anonymous
 * limit, so inventing tokens buys no fresh allowance of database look-ups (docs/product.md#limits). Bounded;
 * another instance learns a member's token at their first request there.
 */
const recentlyLiveSessions = new LRUCache<string, true>({ max: 50_000, ttl: 15 * MINUTE_MS });

/** Whether this token hash belongs to a session this instance recently started or found live. */
export function isRecentlyLiveSession(tokenHash: string): boolean {
  return recentlyLiveSessions.has(tokenHash);
}

/**
 * The member behind a session cookie and their active membership (one query); null
 * when the cookie is missing, the session expired or ended, or the account is blocked.
 */
export async function getSession(deps: Deps, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = deps.now();
  const found = await repo.findActiveUserSession(deps.db, tokenHash, now, idleSince(now));
  if (!found) {
    recentlyLiveSessions.delete(tokenHash);
    return null;
  }
  recentlyLiveSessions.set(tokenHash, true);
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(deps.db, tokenHash, now);
  const membership =
    found.membershipKind && found.membershipExpiresAt ? { kind: found.membershipKind, expiresAt: found.membershipExpiresAt } : null;
  return { user: found.user, membership };
}

/**
 * Same answer whether or not the account exists. The lookup and the e-mail happen after the response is
 * on its way (the next turn of the event loop), so the response time does not tell either. They run as
 * background work: shutdown waits for them, and so can a test (`deps.background.settle()`).
 */
export function forgotPassword(deps: Deps, input: { email: string }): void {
  deps.background.run('password reset e-mail', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await sendResetLink(deps, input.email);
  });
}

async function sendResetLink(deps: Deps, email: string) {
  const perEmail = await deps.attempts.hit(`forgot-password:${email}`, FORGOT_PASSWORD_PER_EMAIL.windowMs);
  if (perEmail.count > FORGOT_PASSWORD_PER_EMAIL.limit) return;
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.accountStatus !== 'active' || user.deletedAt) return;
  const link = await newLinkFor(deps, user, 'reset_password', '/reset-password', RESET_LINK_LIFETIME_MS);
  await deps.email.send(passwordResetEmail(user.email, user.firstName, link, user.locale));
}

const invalidToken = () => new AppError(400, AUTH_ERROR_CODES.invalidToken, VALIDATION_MESSAGES.tokenInvalid);

/**
 * Sets a new password from a reset link; the link is used up and every session of the member ends. The link
 * came to the mailbox, so it also proves the address: a first proof asks the owner to check the details
 * someone else may have typed at sign-up (docs/decisions/024-shared-phone-privacy.md).
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }) {
  if (isCommonPassword(input.password)) {
    throw new AppError(400, ERROR_CODES.validation, VALIDATION_MESSAGES.passwordCommon, { password: VALIDATION_MESSAGES.passwordCommon });
  }
  const tokenHash = hashToken(input.token);
  // The link is checked before the costly hash, so a made-up token costs one indexed read, not 60 ms of CPU.
  if (!(await repo.findUsableAuthToken(deps.db, tokenHash, 'reset_password', deps.now()))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Consumed here for good: of two requests racing with one link, only one gets past this line.
    const used = await repo.consumeAuthToken(tx, tokenHash, 'reset_password', now);
    if (!used) throw invalidToken();
    await repo.updatePasswordHash(tx, used.userId, passwordHash);
    await repo.markEmailProven(tx, used.userId, now);
    await repo.deleteUserSessions(tx, used.userId);
    // Any other reset link sent earlier (perhaps to a mailbox someone else reads) dies with this one.
    await repo.revokeAuthTokens(tx, used.userId, 'reset_password', now);
    await deps.attempts.clear(signInFailureKey((await repo.findUserById(tx, used.userId))!.email.toLowerCase()));
  });
}

/**
 * The verification link proves the address. Whoever signed up with it may not have been its owner (account
 * pre-hijacking), so every session opened before ends, but the one of this browser when it is the same
 * member's: a squatter's sessions stop here, before the owner's payment could make them paid
 * (docs/decisions/024-shared-phone-privacy.md).
 */
export async function verifyEmail(deps: Deps, input: { token: string; sessionToken: string | undefined }) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const used = await repo.consumeAuthToken(tx, hashToken(input.token), 'verify_email', now);
    if (!used) throw invalidToken();
    await repo.markEmailProven(tx, used.userId, now);
    // Another member's session in this browser is not in this member's set, so it is left alone either way.
    if (input.sessionToken) await repo.deleteOtherUserSessions(tx, used.userId, hashToken(input.sessionToken));
    else await repo.deleteUserSessions(tx, used.userId);
  });
}

export type { UserListQuery, UserRow } from './repo';

/** An account as the administrator's console shows it, with the access running now. */
export type AdminUserRow = repo.AdminUserAccount & { membershipKind: ActiveMembership['kind'] | null; membershipExpiresAt: Date | null };

async function withAccess(db: Executor, accounts: repo.AdminUserAccount[], now: Date): Promise<AdminUserRow[]> {
  const access = await getActiveMemberships(db, { userIds: accounts.map((account) => account.id), now });
  return accounts.map((account) => {
    const membership = access.get(account.id);
    return { ...account, membershipKind: membership?.kind ?? null, membershipExpiresAt: membership?.expiresAt ?? null };
  });
}

/** The administrator's member list (docs/product.md#admin-dashboard): one page, newest first, and the total. */
export async function listUsersForAdmin(db: Executor, query: repo.UserListQuery & { now: Date }) {
  const { rows, total } = await repo.listUsersForAdmin(db, query);
  return { rows: await withAccess(db, rows, query.now), total };
}

/** One account as the administrator's console shows it, or undefined. `userId` must be a well-formed UUID. */
export async function findUserForAdmin(db: Executor, userId: string, now: Date): Promise<AdminUserRow | undefined> {
  const account = await repo.findUserForAdmin(db, userId);
  return account ? (await withAccess(db, [account], now))[0] : undefined;
}

/** The dashboard's account figures: all accounts, and the blocked ones. */
export async function countUsers(db: Executor) {
  return repo.countUsers(db);
}

/**
 * Blocks an account for an administrator (docs/product.md#admin-dashboard): the member's sessions end in
 * the same transaction, so their cookie stops working at once, and sign-in answers ACCOUNT_BLOCKED. Pass
 * the transaction that also audits it. `userId` must be a well-formed UUID.
 */
export async function blockAccount(
  tx: Executor,
  input: { userId: string; reason: string; now: Date },
): Promise<'blocked' | 'already_blocked' | 'not_found'> {
  if (await repo.setAccountStatus(tx, input.userId, { status: 'blocked', at: input.now, reason: input.reason })) {
    await repo.deleteUserSessions(tx, input.userId);
    return 'blocked';
  }
  return (await repo.findUserById(tx, input.userId)) ? 'already_blocked' : 'not_found';
}

/** Lets a blocked member sign in again; the block's date and reason are cleared. `userId` must be a well-formed UUID. */
export async function unblockAccount(tx: Executor, input: { userId: string }): Promise<'unblocked' | 'not_blocked' | 'not_found'> {
  if (await repo.setAccountStatus(tx, input.userId, { status: 'active' })) return 'unblocked';
  return (await repo.findUserById(tx, input.userId)) ? 'not_blocked' : 'not_found';
}

/** The daily clean-up's share for member accounts: sessions (expired or idle) and links that can never be used again. */
export async function purgeExpiredAccountData(db: Executor, now: Date) {
  return { sessions: await repo.deleteExpiredUserSessions(db, now, idleSince(now)), tokens: await repo.deleteSpentAuthTokens(db, now) };
}

/**
 * The signed-in member's own password, checked before a password change or an account deletion
 * (docs/product.md#account-page). A wrong one answers 400 WRONG_PASSWORD (not 401, which would tell the
 * browser that the session ended) and counts toward the same per-account and per-address limits as a
 * failed sign-in, so a stolen session cannot be used to guess the password.
 */
export async function confirmOwnPassword(
  deps: Deps,
  input: { user: repo.UserRow; password: string; ip: string; field: 'currentPassword' | 'password' },
) {
  const { user, password } = input;
  const email = normalizeEmail(user.email);
  const accountKey = signInFailureKey(email);
  const addressKey = signInAddressFailureKey(email, input.ip, user.passwordHash);
  const verdict = await deps.attempts.take([
    { key: addressKey, limit: SIGN_IN_FAILURES.limit, windowMs: SIGN_IN_FAILURES.windowMs },
    { key: accountKey, limit: SIGN_IN_FAILURES.accountLimit, windowMs: SIGN_IN_FAILURES.windowMs },
  ]);
  if (!verdict.allowed) throw tooManyAttempts(verdict.resetInMs);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, ACCOUNT_ERROR_CODES.wrongPassword, ACCOUNT_PAGE_MESSAGES.wrongPassword, {
      [input.field]: ACCOUNT_PAGE_MESSAGES.wrongPassword,
    });
  }
  await deps.attempts.clear(addressKey);
  await deps.attempts.undo(accountKey);
}

/** Names, phone, city and country as the member edited them (docs/product.md#account-page). */
export async function updateProfile(
  db: Executor,
  userId: string,
  values: { firstName: string; lastName: string; phone: string | null; city: string | null; country: string | null },
): Promise<repo.UserRow> {
  const row = await repo.updateProfile(db, userId, values);
  if (!row) throw new AppError(401, AUTH_ERROR_CODES.authenticationRequired, AUTH_MESSAGES.authenticationRequired);
  return row;
}

/**
 * The member's language (docs/decisions/058-choosing-the-language.md): chosen with the language switch or on the
 * account; the e-mails are written in it and the app moves to it after sign-in.
 */
export async function setUserLocale(db: Executor, userId: string, locale: Locale): Promise<void> {
  await repo.setUserLocale(db, userId, locale);
}

/**
 * A new password chosen by the signed-in member, after confirmOwnPassword: the sign-up rules apply, and
 * every other session of the member ends while the one that asked stays (docs/product.md#account-page).
 */
export async function changeOwnPassword(deps: Deps, input: { userId: string; newPassword: string; currentTokenHash: string }) {
  if (isCommonPassword(input.newPassword)) {
    throw new AppError(400, ERROR_CODES.validation, VALIDATION_MESSAGES.passwordCommon, {
      newPassword: VALIDATION_MESSAGES.passwordCommon,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, input.userId, passwordHash);
    await repo.deleteOtherUserSessions(tx, input.userId, input.currentTokenHash);
    // A reset link sent before the change would otherwise still set a password.
    await repo.revokeAuthTokens(tx, input.userId, 'reset_password', deps.now());
  });
}

/**
 * Auth's share of deleting an account (docs/product.md#account-page), inside the caller's transaction:
 * the row anonymised in place with a password that matches nothing, its links and every session gone.
 */
export async function eraseAccount(tx: Executor, input: { userId: string; now: Date }) {
  await repo.anonymiseUser(tx, input.userId, { passwordHash: UNUSABLE_PASSWORD_HASH, now: input.now });
  await repo.deleteAuthTokensOf(tx, input.userId);
  await repo.deleteUserSessions(tx, input.userId);
}
/** Not an argon2 hash: verifyPassword answers false for it, whatever the password. */
const UNUSABLE_PASSWORD_HASH = '!deleted';

/** The member's row as it is now (after a profile change, for instance). */
export async function findUserById(db: Executor, userId: string) {
  return repo.findUserById(db, userId);
}
