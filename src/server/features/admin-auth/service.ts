import { randomBytes } from 'node:crypto';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import { AUTH_ERROR_CODES } from '../../../shared/error-codes';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import { AppError, tooManyAttempts } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/attempt-limiter';
import type { Executor } from '../../db/client';
import { HOUR_MS, MINUTE_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { countryOfAddress } from '../../lib/ip-country';
import * as repo from './repo';
import { HIGHLIGHT } from '../../lib/terminal-log';

export type { AdminRow } from './repo';

export const ADMIN_SESSION = { idleMs: 30 * MINUTE_MS, absoluteMs: 8 * HOUR_MS };
/**
 * Failed administrator logins lock an address, never an account: `limit` per username and address,
 * `addressLimit` per address across usernames, in 15 minutes. A lock on the account would let anybody
 * keep `admin` out for good by failing 5 times every 15 minutes; guessing spread over many addresses
 * meets the administrator's password instead (the bootstrap draws 144 random bits).
 */
const ADMIN_LOGIN_FAILURES = { limit: 5, addressLimit: 10, windowMs: 15 * MINUTE_MS };

const failureKey = (username: string, address: string) => `admin-login:${clientAddressKey(address)}|${username.toLowerCase()}`;
const addressFailureKey = (address: string) => `admin-login-address:${clientAddressKey(address)}`;
const invalidCredentials = () => new AppError(401, AUTH_ERROR_CODES.invalidCredentials, ADMIN_MESSAGES.invalidCredentials);

/**
 * Every attempt is audited (docs/product.md#audit), with the country of its address and never the address
 * itself (docs/decisions/017-admin-console.md); unknown names look like wrong passwords.
 */
export async function loginAdmin(deps: Deps, input: { username: string; password: string; ip: string; userAgent: string | undefined }) {
  const admin = await repo.findAdminByUsername(deps.db, input.username);
  const country = countryOfAddress(input.ip);
  const key = failureKey(input.username, input.ip);
  const addressKey = addressFailureKey(input.ip);
  // Counted before the password is checked, so parallel guesses cannot all get past the limit; a
  // failure's count stands, a success gives it back below.
  const verdict = await deps.attempts.take([
    { key, limit: ADMIN_LOGIN_FAILURES.limit, windowMs: ADMIN_LOGIN_FAILURES.windowMs },
    { key: addressKey, limit: ADMIN_LOGIN_FAILURES.addressLimit, windowMs: ADMIN_LOGIN_FAILURES.windowMs },
  ]);
  if (!verdict.allowed) {
    await repo.insertAudit(deps.db, {
      username: input.username.slice(0, 100),
      action: AUDIT_ACTIONS.loginThrottled,
      country,
      createdAt: deps.now(),
    });
    throw tooManyAttempts(verdict.resetInMs, ADMIN_MESSAGES.tooManyAttempts);
  }
  // Verify against a decoy when the name is unknown, so timing does not reveal which names exist.
  const valid = await verifyPassword(admin?.passwordHash ?? (await decoyPasswordHash()), input.password);
  const now = deps.now();
  if (!admin || !valid) {
    await repo.insertAudit(deps.db, {
      adminId: admin?.id ?? null,
      username: input.username.slice(0, 100),
      action: AUDIT_ACTIONS.loginFailed,
      country,
      createdAt: now,
    });
    throw invalidCredentials();
  }
  await deps.attempts.clear(key);
  await deps.attempts.undo(addressKey);
  const token = newSecureToken();
  await repo.insertAdminSession(deps.db, {
    tokenHash: hashToken(token),
    adminId: admin.id,
    now,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION.absoluteMs),
    userAgent: input.userAgent,
  });
  await repo.recordAdminLogin(deps.db, admin.id, now);
  await repo.insertAudit(deps.db, {
    adminId: admin.id,
    username: admin.username,
    action: AUDIT_ACTIONS.loginSucceeded,
    country,
    createdAt: now,
  });
  return { token };
}

/** The administrator behind a bearer token, or null (missing, unknown, idle over 30 min, older than 8 h). */
export async function getAdminForToken(deps: Deps, token: string | undefined) {
  if (!token) return null;
  const now = deps.now();
  const tokenHash = hashToken(token);
  const admin = await repo.findActiveAdminSession(deps.db, tokenHash, now, new Date(now.getTime() - ADMIN_SESSION.idleMs));
  if (!admin) return null;
  await repo.touchAdminSession(deps.db, tokenHash, now);
  return admin;
}

export async function logoutAdmin(deps: Deps, input: { token: string; adminId: string; username: string; ip: string }) {
  await repo.deleteAdminSession(deps.db, hashToken(input.token));
  await repo.insertAudit(deps.db, {
    adminId: input.adminId,
    username: input.username,
    action: AUDIT_ACTIONS.logout,
    country: countryOfAddress(input.ip),
    createdAt: deps.now(),
  });
}

/**
 * On start: ADMIN_USERNAME + ADMIN_PASSWORD create or refresh that administrator. Without them, a first
 * start creates `admin` with a random password shown once in the log; later starts change nothing.
 */
export async function bootstrapAdmin(deps: Deps): Promise<void> {
  const { username, password } = deps.config.admin;
  if (username && password) {
    const outcome = await repo.upsertAdmin(deps.db, username, await hashPassword(password));
    deps.log.info({ username }, `administrator ${outcome} from ADMIN_USERNAME`);
    return;
  }
  if ((await repo.countAdmins(deps.db)) > 0) return;
  const generated = randomBytes(18).toString('base64url');
  await repo.upsertAdmin(deps.db, 'admin', await hashPassword(generated));
  deps.log.warn(
    HIGHLIGHT,
    `Created administrator "admin" with password: ${generated}  (shown once; sign in at ${deps.config.publicUrl}/admin-login)`,
  );
}

/** Creates the administrator or sets a new password (`npm run admin:create`). */
export async function setAdminPassword(db: Deps['db'], input: { username: string; password: string }) {
  return repo.upsertAdmin(db, input.username, await hashPassword(input.password));
}

/**
 * Puts an administrator's action in admin_audit, for the features that act for an administrator. Pass the
 * transaction that makes the change, so the change and its record are kept or dropped together. `country`
 * is the request address's country (countryOfAddress), never the address (docs/decisions/017-admin-console.md).
 */
export async function recordAdminAction(
  db: Executor,
  input: { admin: repo.AdminRow; action: string; reason: string | null; at: Date; targetUserId?: string; country?: string | null },
) {
  await repo.insertAudit(db, {
    adminId: input.admin.id,
    username: input.admin.username,
    action: input.action,
    targetUserId: input.targetUserId ?? null,
    reason: input.reason,
    country: input.country ?? null,
    createdAt: input.at,
  });
}

export type AuditQuery = repo.AuditQuery;

/** The audit log for the console, newest first, one page and the number of matching rows (docs/product.md#admin-dashboard). */
export async function listAdminAudit(db: Executor, query: AuditQuery) {
  return repo.listAudit(db, query);
}

/** The daily clean-up's share for administrators: sessions that can never be used again. */
export async function purgeExpiredAdminSessions(db: Executor, now: Date) {
  return repo.deleteExpiredAdminSessions(db, now, new Date(now.getTime() - ADMIN_SESSION.idleMs));
}
