import { randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MEMBERSHIP } from '../../../shared/constants';
import { MPESA_MESSAGES } from '../../../shared/messages';
import {
  MPESA_PROMPT_SECONDS,
  MPESA_RESULT_CODES,
  mpesaFailureMessage,
  type CreatedMpesaPayment,
  type MpesaPaymentStatus,
} from '../../../shared/schemas/mpesa';
import { MPESA_ERROR_CODES } from '../../../shared/error-codes';
import { type MpesaProvider, parseDarajaTimestamp } from '../../integrations/payments/mpesa-provider';
import { withAdvisoryLock } from '../../db/advisory-locks';
import { AppError, tooManyAttempts } from '../../lib/app-error';
import { DAY_MS, MINUTE_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { assertMayPay, assertOwnAccount, refreshCardPayments } from './in-flight';
import * as mpesaRepo from './mpesa-repo';
import * as repo from './repo';
import { applyPaymentOutcome } from './service';

/** A push annoys a phone: at most this many to one number (docs/product.md#m-pesa). */
export const MPESA_PUSHES_PER_PHONE = { limit: 3, windowMs: 10 * MINUTE_MS };
/**
 * After a cancelled or unanswered push the next one to that phone, or from that account, waits: 1 minute after
 * the first, doubling with each further one in a row, at most an hour (docs/product.md#m-pesa).
 */
export const MPESA_BACKOFF = { firstMs: MINUTE_MS, maxMs: 60 * MINUTE_MS };
/** Reconciliation queries a push still unpaid this long after it was sent (the callback should have come). */
export const MPESA_RECONCILE_AFTER_MS = 2 * MINUTE_MS;
/** The status route asks Safaricom itself from this age of a push, at most once per MPESA_QUERY_EVERY_MS. */
export const MPESA_QUERY_FROM_MS = 30_000;
export const MPESA_QUERY_EVERY_MS = 15_000;
/** What the payment row says while a push was stopped for review (a callback's amount was not ours). */
export const MPESA_REVIEW_FAILURE = 'M-Pesa amount did not match the price; held for review';

const notAvailable = () => new AppError(503, MPESA_ERROR_CODES.notAvailable, MPESA_MESSAGES.notAvailable);
const paymentNotFound = () => new AppError(404, MPESA_ERROR_CODES.paymentNotFound, MPESA_MESSAGES.paymentNotFound);

/** The M-Pesa this server offers; 503 MPESA_NOT_AVAILABLE where it offers none (mpesaMode). */
export function offeredMpesa(deps: Deps): MpesaProvider {
  if (!deps.mpesa) throw notAvailable();
  return deps.mpesa;
}

/** The member's message for a Safaricom result code (docs/product.md#m-pesa). */
export function messageForResult(resultCode: number | null): string {
  if (resultCode === MPESA_RESULT_CODES.success) return MPESA_MESSAGES.succeeded;
  return mpesaFailureMessage(resultCode) ?? MPESA_MESSAGES.failed;
}

/** A push the member cancelled, or that nobody answered (no answer, or expired unconfirmed): what the back-off counts. */
const unanswered = (push: { status: string; resultCode: number | null; failureReason: string | null }) =>
  push.status === 'failed' &&
  (push.resultCode === MPESA_RESULT_CODES.cancelledByUser ||
    push.resultCode === MPESA_RESULT_CODES.phoneUnreachable ||
    (push.resultCode === null && push.failureReason === MPESA_MESSAGES.timedOut));

/** "3 minutes", "1 minute": how long the back-off still asks to wait. */
const minutesInWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** 429 while the back-off after cancelled or unanswered pushes to this phone or from this account runs. */
async function assertNotBackingOff(deps: Deps, input: { phone: string; userId: string }) {
  const now = deps.now();
  const pushes = await mpesaRepo.recentPushesOf(deps.db, { ...input, since: new Date(now.getTime() - DAY_MS) });
  const lastEnded = pushes.find((push) => push.status !== 'requires_payment');
  const inARow = pushes.filter((push) => push.status !== 'requires_payment').findIndex((push) => !unanswered(push));
  const count = inARow === -1 ? pushes.filter((push) => push.status !== 'requires_payment').length : inARow;
  if (count === 0 || !lastEnded) return;
  const waitMs = Math.min(MPESA_BACKOFF.firstMs * 2 ** (count - 1), MPESA_BACKOFF.maxMs);
  const leftMs = lastEnded.endedAt.getTime() + waitMs - now.getTime();
  if (leftMs > 0) throw tooManyAttempts(leftMs, MPESA_MESSAGES.backOff(minutesInWords(leftMs)));
}

/**
 * Takes the push from the limits (docs/product.md#m-pesa): 3 per phone per 10 minutes, and the daily caps per phone
 * and per account (MPESA_DAILY_PUSHES_PER_PHONE, MPESA_DAILY_PUSHES_PER_ACCOUNT). Returns the keys taken, to give
 * back should the push not be sent after all.
 */
async function takePushLimits(deps: Deps, input: { phone: string; userId: string }): Promise<string[]> {
  const shortKey = `mpesa-push:${input.phone}`;
  const short = await deps.attempts.take([{ key: shortKey, ...MPESA_PUSHES_PER_PHONE }]);
  if (!short.allowed) throw tooManyAttempts(short.resetInMs, MPESA_MESSAGES.tooManyRequests);
  const dailyKeys = [`mpesa-push-day:phone:${input.phone}`, `mpesa-push-day:account:${input.userId}`];
  const daily = await deps.attempts.take([
    { key: dailyKeys[0]!, limit: deps.config.mpesaDailyPushesPerPhone, windowMs: DAY_MS },
    { key: dailyKeys[1]!, limit: deps.config.mpesaDailyPushesPerAccount, windowMs: DAY_MS },
  ]);
  if (!daily.allowed) {
    await deps.attempts.undo(shortKey);
    throw tooManyAttempts(daily.resetInMs, MPESA_MESSAGES.dailyLimit);
  }
  return [shortKey, ...dailyKeys];
}

/**
 * POST /api/payments/mpesa, signed in: the session's account pays (docs/product.md#m-pesa), the amount is the
 * operator's MPESA_PRICE_KES. One payment in flight per member (in-flight.ts): the member's unpaid pushes and
 * open card payments are brought up to date first, then the decision is taken under the member's lock together
 * with writing the rows, so parallel requests are decided one after the other. The rows are written before the
 * push (so a callback, however fast, finds them), and end failed when Safaricom refuses it.
 */
export async function createMpesaPayment(
  deps: Deps,
  user: { id: string; email: string },
  input: { email?: string | undefined; phone: string },
): Promise<CreatedMpesaPayment> {
  const mpesa = offeredMpesa(deps);
  assertOwnAccount(user, input.email);
  const amountKes = deps.config.mpesaPriceKes;
  await refreshPushesOf(deps, user.id);
  const card = await refreshCardPayments(deps, user.id);
  await assertNotBackingOff(deps, { phone: input.phone, userId: user.id });
  const taken = await takePushLimits(deps, { phone: input.phone, userId: user.id });

  const now = deps.now();
  const id = randomUUID();
  const token = newSecureToken();
  try {
    await deps.db.transaction(async (tx) => {
      await assertMayPay(tx, deps, user.id, card.inFlight);
      await repo.insertPayment(tx, {
        id,
        userId: user.id,
        provider: 'mpesa',
        providerRef: id,
        amountCents: MEMBERSHIP.priceCents,
        currency: MEMBERSHIP.currency,
        status: 'requires_payment',
        paymentMethod: MPESA_MESSAGES.methodLabel,
        createdAt: now,
        updatedAt: now,
      });
      await mpesaRepo.insertMpesaPayment(tx, {
        paymentId: id,
        phone: input.phone,
        amountKes,
        callbackTokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + MPESA_PROMPT_SECONDS * 1000),
        createdAt: now,
      });
    });
  } catch (error) {
    // Refused (in flight, already a member): no push went out, so none is counted against the phone or account.
    await Promise.all(taken.map((key) => deps.attempts.undo(key)));
    throw error;
  }

  let accepted;
  try {
    accepted = await mpesa.stkPush({
      phone: input.phone,
      amountKes,
      callbackUrl: `${deps.config.publicUrl}/api/webhooks/mpesa/${token}`,
      accountReference: MPESA_MESSAGES.accountReference,
      transactionDesc: MPESA_MESSAGES.transactionDesc,
    });
  } catch (error) {
    // Nothing is left waiting: the payment ends failed. Should Safaricom have sent the push after all, its
    // callback still finds the payment by its token, and a confirmed payment is granted then.
    await applyPaymentOutcome(deps, {
      provider: 'mpesa',
      providerRef: id,
      outcome: { status: 'failed', failureReason: MPESA_MESSAGES.requestFailed, paymentMethod: MPESA_MESSAGES.methodLabel },
    });
    throw error;
  }
  // A callback may already have named it (the sandbox answers at once); either way it is this id.
  await mpesaRepo.adoptCheckoutRequestId(deps.db, id, accepted.checkoutRequestId, accepted.merchantRequestId);
  // The card form of another tab must not be paid as well: its unsubmitted Stripe intent is cancelled.
  if (card.reusable && deps.payments.cancelIntent) {
    await deps.payments.cancelIntent(card.reusable.providerRef).catch((error: unknown) => {
      deps.log.warn({ err: error, paymentIntentId: card.reusable?.providerRef }, 'An open card payment could not be cancelled');
    });
  }
  return { id, checkoutRequestId: accepted.checkoutRequestId, status: 'pending', amountKes };
}

/** Records a result Safaricom gave (from a callback or the status query) and applies it to the payment. */
async function applyResult(
  deps: Deps,
  row: mpesaRepo.MpesaRow,
  result: { resultCode: number; resultDesc: string; receiptNumber?: string | null; transactionDate?: Date | null },
) {
  await mpesaRepo.updateMpesaPayment(deps.db, row.paymentId, {
    resultCode: result.resultCode,
    resultDesc: result.resultDesc.slice(0, 500),
    ...(result.receiptNumber ? { receiptNumber: result.receiptNumber } : {}),
    ...(result.transactionDate ? { transactionDate: result.transactionDate } : {}),
  });
  const succeeded = result.resultCode === MPESA_RESULT_CODES.success;
  return applyPaymentOutcome(deps, {
    provider: 'mpesa',
    providerRef: row.paymentId,
    // A push held for review while this success was being confirmed stays held (checked under the payment's lock).
    mayGrant: async (tx) => !(await mpesaRepo.findMpesaPayment(tx, row.paymentId))?.mpesa.reviewReason,
    outcome: succeeded
      ? { status: 'succeeded', paymentMethod: MPESA_MESSAGES.methodLabel }
      : { status: 'failed', failureReason: messageForResult(result.resultCode), paymentMethod: MPESA_MESSAGES.methodLabel },
  });
}

/** Gives up on a push that expired unconfirmed: failed, "timed out", no result code. */
async function markTimedOut(deps: Deps, row: mpesaRepo.MpesaRow) {
  return applyPaymentOutcome(deps, {
    provider: 'mpesa',
    providerRef: row.paymentId,
    outcome: { status: 'failed', failureReason: MPESA_MESSAGES.timedOut, paymentMethod: MPESA_MESSAGES.methodLabel },
  });
}

/**
 * Asks Safaricom about one claimed push and applies the answer: paid or failed as it says; still
 * waiting (or Safaricom unreachable) past the expiry → timed out. A late callback can still pay it.
 */
async function queryAndApply(deps: Deps, row: mpesaRepo.MpesaRow) {
  const expired = deps.now() >= row.expiresAt;
  if (!row.checkoutRequestId) return expired ? markTimedOut(deps, row) : undefined;
  let answer;
  try {
    answer = await offeredMpesa(deps).stkQuery(row.checkoutRequestId);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: row.paymentId }, 'M-Pesa status query failed');
    answer = { state: 'pending' as const };
  }
  if (answer.state === 'done') return applyResult(deps, row, answer);
  return expired ? markTimedOut(deps, row) : undefined;
}

/**
 * The reconciliation tick (docs/product.md#m-pesa): every push still unpaid MPESA_RECONCILE_AFTER_MS after
 * it was sent is queried (once a minute at most) and the answer applied; those past their expiry that
 * Safaricom does not confirm end timed out. The claim (stamping last_queried_at) is made under an advisory
 * lock, so several instances query each push once; the queries run after that transaction, so none stays
 * open over a call to Safaricom.
 */
export async function reconcileMpesaPayments(deps: Deps): Promise<{ queried: number }> {
  if (!deps.mpesa) return { queried: 0 };
  const now = deps.now();
  const claim = await withAdvisoryLock(deps.db, 'mpesaReconcile', (tx) =>
    mpesaRepo.claimDueForQuery(tx, {
      now,
      createdBefore: new Date(now.getTime() - MPESA_RECONCILE_AFTER_MS),
      queriedBefore: new Date(now.getTime() - 50_000),
    }),
  );
  if (!claim.ran) return { queried: 0 };
  const claimed = claim.value;
  for (const row of claimed) {
    try {
      await queryAndApply(deps, row);
    } catch (error) {
      deps.log.error({ err: error, paymentId: row.paymentId }, 'M-Pesa reconciliation of a payment failed');
    }
  }
  return { queried: claimed.length };
}

function statusOf(payment: { status: string; failureReason: string | null }, mpesa: mpesaRepo.MpesaRow): MpesaPaymentStatus {
  const base = { resultCode: mpesa.resultCode, expiresAt: mpesa.expiresAt.toISOString(), receiptNumber: null };
  if (mpesa.reviewReason) return { ...base, resultCode: null, status: 'failed', message: MPESA_MESSAGES.underReview };
  if (payment.status === 'requires_payment') return { ...base, status: 'pending', message: MPESA_MESSAGES.pending };
  if (payment.status !== 'failed') {
    return { ...base, status: 'succeeded', message: MPESA_MESSAGES.succeeded, receiptNumber: mpesa.receiptNumber };
  }
  if (mpesa.resultCode === MPESA_RESULT_CODES.cancelledByUser) return { ...base, status: 'cancelled', message: MPESA_MESSAGES.cancelled };
  if (mpesa.resultCode !== null) return { ...base, status: 'failed', message: messageForResult(mpesa.resultCode) };
  return {
    ...base,
    status: 'failed',
    message: payment.failureReason === MPESA_MESSAGES.timedOut ? MPESA_MESSAGES.timedOut : MPESA_MESSAGES.failed,
  };
}

/**
 * Asks Safaricom about an unpaid push some time after it was sent (once per MPESA_QUERY_EVERY_MS however many
 * callers), so a lost callback or an expiry shows without waiting for the reconciliation tick.
 */
async function refreshPush(deps: Deps, id: string) {
  const now = deps.now();
  const [claimed] = await mpesaRepo.claimDueForQuery(deps.db, {
    now,
    createdBefore: new Date(now.getTime() - MPESA_QUERY_FROM_MS),
    queriedBefore: new Date(now.getTime() - MPESA_QUERY_EVERY_MS),
    paymentId: id,
  });
  if (claimed) await queryAndApply(deps, claimed);
}

/** The member's unpaid pushes, brought up to date before a new payment is decided on: a status query may show one failed. */
export async function refreshPushesOf(deps: Deps, userId: string) {
  if (!deps.mpesa) return;
  for (const id of await mpesaRepo.unpaidPushIdsOf(deps.db, userId)) await refreshPush(deps, id);
}

/** GET /api/payments/mpesa/:id, signed in: the member's own push only; another's is not found. */
export async function getMpesaPaymentStatus(deps: Deps, userId: string, id: string): Promise<MpesaPaymentStatus> {
  offeredMpesa(deps);
  let found = await mpesaRepo.findMpesaPayment(deps.db, id);
  if (!found || found.payment.userId !== userId) throw paymentNotFound();
  if (found.payment.status === 'requires_payment') {
    await refreshPush(deps, id);
    found = (await mpesaRepo.findMpesaPayment(deps.db, id)) ?? found;
  }
  return statusOf(found.payment, found.mpesa);
}

/** Daraja's callback body, as far as we read it; anything else in it is ignored. */
const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100).optional(),
      CheckoutRequestID: z.string().min(1).max(100),
      // Daraja sends a number; a string of digits is read too, nothing else (no coercion of null or true).
      ResultCode: z.union([
        z.number().int(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      ResultDesc: z.string().max(1000).optional(),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })).max(50),
        })
        .optional(),
    }),
  }),
});
export type MpesaCallback = z.infer<typeof callbackSchema>;

/** Parses a callback body; throws 400 MPESA_INVALID_CALLBACK for anything that is not one. */
export function parseMpesaCallback(body: unknown): MpesaCallback {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) throw new AppError(400, MPESA_ERROR_CODES.invalidCallback, MPESA_MESSAGES.invalidCallback);
  return parsed.data;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A callback, from Daraja (POST /api/webhooks/mpesa/:token, acknowledged before this runs) or the sandbox.
 * Trusts nothing (docs/decisions/019-mpesa-daraja.md): it must name a push we sent and carry that push's
 * token; a success must be for the stored amount (else the payment is held for review) and is confirmed
 * with the status query before anything is granted. Duplicates and late arrivals end in the same state.
 */
export async function processMpesaCallback(deps: Deps, token: string, body: unknown): Promise<'applied' | 'ignored' | 'pending'> {
  const callback = parseMpesaCallback(body).Body.stkCallback;
  const tokenHash = hashToken(token);
  let found = await mpesaRepo.findByCheckoutRequestId(deps.db, callback.CheckoutRequestID);
  if (found && !sameHash(found.mpesa.callbackTokenHash, tokenHash)) found = undefined;
  if (!found) {
    // Daraja's answer to the push was lost (or has not been stored yet): the token alone names the push.
    const unnamed = await mpesaRepo.findUnnamedByTokenHash(deps.db, tokenHash);
    if (
      unnamed &&
      (await mpesaRepo.adoptCheckoutRequestId(
        deps.db,
        unnamed.mpesa.paymentId,
        callback.CheckoutRequestID,
        callback.MerchantRequestID ?? '',
      ))
    ) {
      found = { ...unnamed, mpesa: { ...unnamed.mpesa, checkoutRequestId: callback.CheckoutRequestID } };
    } else {
      found = await mpesaRepo.findByCheckoutRequestId(deps.db, callback.CheckoutRequestID);
      if (found && !sameHash(found.mpesa.callbackTokenHash, tokenHash)) found = undefined;
    }
  }
  if (!found) {
    deps.log.warn(
      { checkoutRequestId: callback.CheckoutRequestID },
      'M-Pesa callback for no push of ours (or with the wrong token): ignored',
    );
    return 'ignored';
  }
  const { mpesa, payment } = found;
  if (mpesa.reviewReason || (payment.status !== 'requires_payment' && payment.status !== 'failed')) return 'ignored';

  if (callback.ResultCode !== MPESA_RESULT_CODES.success) {
    return (await applyResult(deps, mpesa, { resultCode: callback.ResultCode, resultDesc: callback.ResultDesc ?? '' }))
      ? 'applied'
      : 'ignored';
  }

  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const amount = Number(items.get('Amount'));
  const receiptNumber = typeof items.get('MpesaReceiptNumber') === 'string' ? String(items.get('MpesaReceiptNumber')).slice(0, 40) : null;
  if (amount !== mpesa.amountKes) {
    // Never our push's amount: nothing is granted, and an administrator decides (docs/product.md#m-pesa).
    // Under the payment's lock, so that a true success being applied at the same moment comes wholly before
    // (paid; this one is ignored) or wholly after (held; it grants nothing): never held and paid at once.
    const held = await deps.db.transaction(async (tx) => {
      const locked = await repo.findPaymentForUpdate(tx, mpesa.paymentId);
      if (!locked || (locked.status !== 'requires_payment' && locked.status !== 'failed')) return false;
      await mpesaRepo.updateMpesaPayment(tx, mpesa.paymentId, {
        reviewReason: `Callback amount ${String(items.get('Amount'))} KES, expected ${mpesa.amountKes} KES`,
        resultCode: callback.ResultCode,
        resultDesc: (callback.ResultDesc ?? '').slice(0, 500),
        receiptNumber,
      });
      return true;
    });
    if (!held) return 'ignored';
    deps.log.error(
      { paymentId: mpesa.paymentId, amount: items.get('Amount'), expected: mpesa.amountKes, receiptNumber },
      'M-Pesa callback amount does not match the price: payment held for review',
    );
    await applyPaymentOutcome(deps, {
      provider: 'mpesa',
      providerRef: mpesa.paymentId,
      outcome: { status: 'failed', failureReason: MPESA_REVIEW_FAILURE, paymentMethod: MPESA_MESSAGES.methodLabel },
    });
    return 'applied';
  }

  // The receipt is kept now (the query does not repeat it); the payment counts only once Safaricom confirms.
  const transactionDate = parseDarajaTimestamp(items.get('TransactionDate'));
  await mpesaRepo.updateMpesaPayment(deps.db, mpesa.paymentId, {
    ...(receiptNumber ? { receiptNumber } : {}),
    ...(transactionDate ? { transactionDate } : {}),
  });
  let answer;
  try {
    answer = await offeredMpesa(deps).stkQuery(callback.CheckoutRequestID);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: mpesa.paymentId }, 'M-Pesa success not confirmed yet; reconciliation will ask again');
    return 'pending';
  }
  if (answer.state === 'pending') return 'pending';
  await applyResult(deps, mpesa, { ...answer, receiptNumber, transactionDate });
  return 'applied';
}
