import { normalizeEmail } from '../../../shared/schemas/email';
import { randomInt } from 'node:crypto';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import { PAYMENT_ERROR_CODES } from '../../../shared/error-codes';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { AppError, tooManyAttempts } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { DAY_MS, MINUTE_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { countryOfAddress } from '../../lib/ip-country';
import { hashToken } from '../../lib/secure-token';
import { type AdminRow, recordAdminAction } from '../admin-auth/service';
import { findUserByEmail } from '../auth/service';
import { grantMembership } from '../membership/service';
import * as repo from './repo';

/** No 0/O, 1/I/L: codes are read aloud and typed on phones. 16 characters ≈ 78 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
/**
 * Failed redemptions in 15 minutes: `limit` per e-mail and address, `addressLimit` per address across
 * e-mails, `emailLimit` per e-mail from every address together. Counting per e-mail alone let anybody
 * spray wrong codes at a member's e-mail and stop them redeeming their own code; the ceiling per e-mail
 * still bounds guessing spread over many addresses (hopeless anyway against 78-bit codes). The limit per
 * address is above 5 because many members share one carrier-NAT address.
 */
const REDEEM_FAILURES = { limit: 5, addressLimit: 20, emailLimit: 100, windowMs: 15 * MINUTE_MS };

export function generateAccessCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Shown once to the administrator; only its hash is kept. `ip` is the request's, audited as its country only. */
export async function issueHumanitarianCode(
  deps: Deps,
  input: { admin: AdminRow; email?: string; note?: string; expiresInDays: number; ip: string },
) {
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
    await recordAdminAction(tx, {
      admin: input.admin,
      action: AUDIT_ACTIONS.issueHumanitarianCode,
      reason: input.note ?? (input.email ? `for ${input.email}` : null),
      at: now,
      country: countryOfAddress(input.ip),
    });
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
 * counts against the e-mail at this address, the address, and the e-mail: see REDEEM_FAILURES.
 */
export async function redeemHumanitarianCode(deps: Deps, input: { email: string; accessCode: string; ip: string }) {
  const email = normalizeEmail(input.email);
  const address = clientAddressKey(input.ip);
  const emailAtAddressKey = `humanitarian:email-address:${address}|${email}`;
  const addressKey = `humanitarian:ip:${address}`;
  const emailKey = `humanitarian:email:${email}`;
  // Counted before the code is checked, so parallel guesses cannot all get past the limit.
  const verdict = await deps.attempts.take([
    { key: emailAtAddressKey, limit: REDEEM_FAILURES.limit, windowMs: REDEEM_FAILURES.windowMs },
    { key: addressKey, limit: REDEEM_FAILURES.addressLimit, windowMs: REDEEM_FAILURES.windowMs },
    { key: emailKey, limit: REDEEM_FAILURES.emailLimit, windowMs: REDEEM_FAILURES.windowMs },
  ]);
  if (!verdict.allowed) throw tooManyAttempts(verdict.resetInMs);
  const now = deps.now();
  let redeemed: { expiresAt: Date };
  try {
    if (!email || !input.accessCode) throw denied();
    redeemed = await deps.db.transaction(async (tx) => {
      const code = await repo.findCodeForUpdate(tx, hashToken(input.accessCode.toUpperCase()));
      const user = await findUserByEmail(tx, email);
      const usable =
        code &&
        user &&
        user.accountStatus === 'active' &&
        !code.redeemedAt &&
        code.expiresAt > now &&
        (!code.issuedForEmail || code.issuedForEmail === email);
      if (!usable) throw denied();
      // The grant (which locks the member's row) before marking the code: setting redeemed_by share-locks
      // that row for its foreign key, and two codes redeemed at once for one member would each hold that
      // share lock while waiting for the other's to take the row lock (a deadlock on PostgreSQL).
      const { membership } = await grantMembership(tx, {
        userId: user.id,
        kind: 'humanitarian',
        sourceType: 'humanitarian_code',
        sourceRef: code.id,
        reason: 'Humanitarian access code',
        now,
      });
      await repo.markRedeemed(tx, code.id, user.id, now);
      return { expiresAt: membership.expiresAt };
    });
  } catch (error) {
    // A refusal's count stands; anything else (the database failing) was no guess, and is given back.
    if (!(error instanceof AppError && error.errorCode === PAYMENT_ERROR_CODES.accessDenied)) {
      for (const key of [emailAtAddressKey, addressKey, emailKey]) await deps.attempts.undo(key);
    }
    throw error;
  }
  // Redeemed: nothing stays counted against the e-mail, and this attempt not against the address (other
  // members' failures there still count).
  await deps.attempts.clear(emailAtAddressKey);
  await deps.attempts.clear(emailKey);
  await deps.attempts.undo(addressKey);
  return redeemed;
}
