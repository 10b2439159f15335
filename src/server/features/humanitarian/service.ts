import { randomInt } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/schemas/envelope';
import { PAYMENT_ERROR_CODES } from '../../../shared/schemas/payments';
import { PAYMENT_MESSAGES, STATUS_MESSAGES } from '../../../shared/messages';
import { AppError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { hashToken } from '../../lib/secure-token';
import { insertAudit } from '../admin-auth/repo';
import type { AdminRow } from '../admin-auth/repo';
import { findUserByEmail } from '../auth/repo';
import { grantMembership } from '../membership/service';
import * as repo from './repo';

/** No 0/O, 1/I/L: codes are read aloud and typed on phones. 16 characters ≈ 78 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
export const REDEEM_FAILURES = { limit: 5, windowMs: 15 * 60 * 1000 };

export function generateAccessCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Shown once to the administrator; only its hash is kept. */
export async function issueHumanitarianCode(deps: Deps, input: { admin: AdminRow; email?: string; note?: string; expiresInDays: number }) {
  const code = generateAccessCode();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  await deps.db.transaction(async (tx) => {
    await repo.insertCode(tx, {
      codeHash: hashToken(code),
      issuedBy: input.admin.id,
      issuedByUsername: input.admin.username,
      issuedForEmail: input.email ?? null,
      note: input.note ?? null,
      createdAt: now,
      expiresAt,
    });
    await insertAudit(tx, { adminId: input.admin.id, username: input.admin.username, action: 'issue_humanitarian_code', reason: input.note ?? (input.email ? `for ${input.email}` : null), createdAt: now });
  });
  return { code, expiresAt };
}

export async function listHumanitarianCodes(deps: Deps) {
  const rows = await repo.listCodes(deps.db, 500);
  return rows.map(({ code, redeemedByEmail }) => ({
    id: code.id,
    issuedBy: code.issuedByUsername,
    email: code.issuedForEmail,
    note: code.note,
    createdAt: code.createdAt.toISOString(),
    expiresAt: code.expiresAt.toISOString(),
    redeemedAt: code.redeemedAt?.toISOString() ?? null,
    redeemedByEmail,
  }));
}

const denied = () => new AppError(400, PAYMENT_ERROR_CODES.accessDenied, PAYMENT_MESSAGES.accessDenied);

/**
 * POST /api/humanitarian-access. Every failure gives the same answer (no hint which check failed) and
 * counts against both the e-mail and the address: 5 failures in 15 minutes → 429.
 */
export async function redeemHumanitarianCode(deps: Deps, input: { email: string; accessCode: string; ip: string }) {
  const email = input.email.trim().toLowerCase();
  const keys = [`humanitarian:email:${email}`, `humanitarian:ip:${input.ip}`];
  for (const key of keys) {
    const { count, resetInMs } = await deps.attempts.peek(key);
    if (count >= REDEEM_FAILURES.limit) {
      throw new AppError(429, ERROR_CODES.rateLimited, STATUS_MESSAGES[429], undefined, { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
    }
  }
  const now = deps.now();
  try {
    if (!email || !input.accessCode) throw denied();
    return await deps.db.transaction(async (tx) => {
      const code = await repo.findCodeForUpdate(tx, hashToken(input.accessCode.toUpperCase()));
      const user = await findUserByEmail(tx, email);
      const usable =
        code && user && user.accountStatus === 'active' && !code.redeemedAt && code.expiresAt > now && (!code.issuedForEmail || code.issuedForEmail === email);
      if (!usable) throw denied();
      await repo.markRedeemed(tx, code.id, user.id, now);
      const { membership } = await grantMembership(tx, { userId: user.id, kind: 'humanitarian', sourceType: 'humanitarian_code', sourceRef: code.id, reason: 'Humanitarian access code', now });
      return { expiresAt: membership.expiresAt };
    });
  } catch (error) {
    if (error instanceof AppError && error.errorCode === PAYMENT_ERROR_CODES.accessDenied) {
      for (const key of keys) await deps.attempts.hit(key, REDEEM_FAILURES.windowMs);
    }
    throw error;
  }
}
