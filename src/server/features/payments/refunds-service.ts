import { pathInLocale, type Locale } from '../../../shared/i18n/locale';
import { REFUND_MESSAGES as M } from '../../../shared/messages';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import type { AdminRefundRequest, MemberRefundRequest, MemberRefunds } from '../../../shared/schemas/refunds';
import { REFUND_ERROR_CODES as CODES } from '../../../shared/error-codes';
import type { Executor, Tx } from '../../db/client';
import { refundDeclinedEmail, refundedEmail } from '../../integrations/email/templates';
import { AppError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { countryOfAddress } from '../../lib/ip-country';
import { type AdminRow, recordAdminAction } from '../admin-auth/service';
import { findUserById } from '../auth/service';
import * as mpesaRepo from './mpesa-repo';
import * as repo from './repo';
import * as refundsRepo from './refunds-repo';
import { applyPaymentOutcomeIn, chargedOf, listPaymentsOf, paymentNotFound, referenceOf } from './service';

/**
 * Refunds (docs/product.md#refunds). A member asks within the window (REFUND_WINDOW_DAYS from the payment
 * date); an administrator refunds (card: the provider's refund API with an idempotency key from the request id;
 * M-Pesa: the reversal's transaction id the operator made at Safaricom) or declines. A refund goes through
 * applyPaymentOutcomeIn, the one place a payment's state changes, so the access it paid for ends exactly as a
 * refund reported by Stripe's webhook ends it, and a webhook for the same refund afterwards changes nothing.
 */

const requestNotFound = () => new AppError(404, CODES.notFound, M.notFound);

const refundableUntil = (deps: Deps, paidAt: Date) => new Date(paidAt.getTime() + deps.config.refundWindowDays * DAY_MS);

function toMemberRequest(row: refundsRepo.RefundRequestRow): MemberRefundRequest {
  return {
    id: row.id,
    paymentId: row.paymentId,
    status: row.status,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.status === 'declined' ? row.decisionReason : null,
  };
}

/** The member's requests and the payments they may still ask about (GET /api/account/refunds). */
export async function getMemberRefunds(deps: Deps, userId: string): Promise<Omit<MemberRefunds, 'success'>> {
  const now = deps.now();
  const [requests, paid] = await Promise.all([
    refundsRepo.listRefundRequestsOf(deps.db, userId),
    listPaymentsOf(deps.db, userId, { outcomesOnly: true }),
  ]);
  const asked = new Set(requests.map((request) => request.paymentId));
  const refundable = paid
    .filter((payment) => payment.status === 'succeeded' && payment.paidAt && !asked.has(payment.id))
    .map((payment) => ({ payment, until: refundableUntil(deps, payment.paidAt!) }))
    .filter(({ until }) => until > now)
    .map(({ payment, until }) => ({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      method: payment.method,
      paidAt: payment.paidAt!.toISOString(),
      refundableUntil: until.toISOString(),
    }));
  return { windowDays: deps.config.refundWindowDays, requests: requests.map(toMemberRequest), refundable };
}

/**
 * POST /api/account/payments/:id/refund-request. One request per payment: asking again answers the same
 * request (`created: false`), whatever its state. Another member's payment or an unknown id: 404, as the
 * receipt route. Outside the window: 409 REFUND_WINDOW_CLOSED with the moment it closed.
 */
export async function requestRefund(deps: Deps, input: { userId: string; paymentId: string; reason: string | undefined }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const payment = await repo.findPaymentOf(tx, input.userId, input.paymentId);
    if (!payment) throw paymentNotFound();
    const existing = await refundsRepo.findRefundRequestOfPayment(tx, payment.id);
    if (existing) return { request: toMemberRequest(existing), created: false };
    if (payment.status !== 'succeeded' || !payment.succeededAt) throw new AppError(409, CODES.notRefundable, M.notRefundable);
    const closesAt = refundableUntil(deps, payment.succeededAt);
    if (closesAt <= now) throw new AppError(409, CODES.windowClosed, M.windowClosed, { windowClosedAt: closesAt.toISOString() });
    const row = await refundsRepo.insertRefundRequestOnce(tx, {
      paymentId: payment.id,
      userId: input.userId,
      status: 'pending',
      reason: input.reason ?? null,
      requestedAt: now,
    });
    return { request: toMemberRequest(row), created: row.requestedAt.getTime() === now.getTime() };
  });
}

type AdminListRow = NonNullable<Awaited<ReturnType<typeof refundsRepo.findRefundRequestForAdmin>>>;

async function toAdminRequests(db: Executor, rows: AdminListRow[]): Promise<AdminRefundRequest[]> {
  const mpesa = await mpesaRepo.mpesaDetailsOf(
    db,
    rows.filter((row) => row.provider === 'mpesa').map((row) => row.request.paymentId),
  );
  return rows.map((row) => {
    const details = mpesa.get(row.request.paymentId);
    return {
      ...toMemberRequest(row.request),
      userId: row.request.userId,
      userEmail: row.userEmail,
      provider: row.provider,
      ...chargedOf(row, details),
      paymentReference: referenceOf(row, details),
      paidAt: row.paidAt?.toISOString() ?? null,
      refundReference: row.request.refundRef,
      decidedBy: row.request.decidedBy,
    };
  });
}

/** GET /api/admin/refunds: the requests, optionally in one state. */
export async function listRefundRequestsForAdmin(deps: Deps, status: refundsRepo.RefundRequestRow['status'] | undefined) {
  return toAdminRequests(deps.db, await refundsRepo.listRefundRequestsForAdmin(deps.db, status));
}

async function adminRequest(db: Executor, id: string) {
  const row = await refundsRepo.findRefundRequestForAdmin(db, id);
  if (!row) throw requestNotFound();
  return (await toAdminRequests(db, [row]))[0]!;
}

interface Decision {
  admin: AdminRow;
  ip: string;
  requestId: string;
}

/**
 * Locks the request, and answers null when it is already in the state this decision would put it in (a
 * double click, a retry), so the caller returns it unchanged. 409 when it was decided the other way.
 */
async function lockPending(tx: Tx, requestId: string, wanted: 'refunded' | 'declined') {
  const request = await refundsRepo.findRefundRequestForUpdate(tx, requestId);
  if (!request) throw requestNotFound();
  if (request.status === wanted) return null;
  if (request.status !== 'pending') throw new AppError(409, CODES.alreadyDecided, M.alreadyDecided);
  return request;
}

async function notify(
  deps: Deps,
  userId: string,
  message: (to: string, firstName: string, link: string, locale: Locale) => Parameters<Deps['email']['send']>[0],
) {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  // After the commit, as every e-mail of the product: a failed send is logged and leaves the refund as it is.
  await deps.email
    .send(message(user.email, user.firstName, `${deps.config.publicUrl}${pathInLocale('/account', user.locale)}`, user.locale))
    .catch((error: unknown) => {
      deps.log.error({ err: error, userId }, 'refund e-mail failed');
    });
}

/**
 * POST /api/admin/refunds/:id/refund. Under the request's row lock and the payment's: the provider's refund
 * (its idempotency key is the request id, so a retry after a failure gets the same refund), the payment marked
 * refunded and the access it paid for ended (applyPaymentOutcomeIn), the request closed and the audit row, in
 * one transaction; then the member's e-mail. A second call finds the request refunded and changes nothing.
 */
export async function refundRequest(deps: Deps, input: Decision & { reversalReference: string | undefined }) {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const request = await lockPending(tx, input.requestId, 'refunded');
    if (!request) return null;
    const payment = await repo.findPaymentOf(tx, request.userId, request.paymentId);
    if (!payment) throw requestNotFound();
    const locked = (await repo.findPaymentForUpdate(tx, payment.providerRef))!;
    if (locked.status === 'disputed') throw new AppError(409, CODES.notRefundable, M.disputed);
    if (locked.status !== 'succeeded' && locked.status !== 'refunded') throw new AppError(409, CODES.notRefundable, M.notRefundable);

    let refundRef: string | null;
    if (locked.provider === 'mpesa') {
      if (!input.reversalReference) throw new AppError(400, CODES.reversalRequired, M.reversalRequired);
      refundRef = input.reversalReference;
    } else if (locked.status === 'refunded') {
      // Refunded already (at Stripe's dashboard, reported by the webhook): the request is closed without a second refund.
      refundRef = null;
    } else {
      refundRef = (await deps.payments.refund({ paymentIntentId: locked.providerRef, idempotencyKey: `refund-request-${request.id}` })).id;
    }
    await applyPaymentOutcomeIn(tx, deps, { provider: locked.provider, providerRef: locked.providerRef, outcome: { status: 'refunded' } });
    await refundsRepo.updateRefundRequest(tx, request.id, {
      status: 'refunded',
      decidedAt: now,
      decidedBy: input.admin.username,
      refundRef,
    });
    await recordAdminAction(tx, {
      admin: input.admin,
      action: AUDIT_ACTIONS.refundPayment,
      targetUserId: request.userId,
      reason: `Payment ${locked.providerRef} refunded${refundRef ? ` (${locked.provider === 'mpesa' ? 'M-Pesa reversal' : 'refund'} ${refundRef})` : ''}`,
      at: now,
      country: countryOfAddress(input.ip),
    });
    return { userId: request.userId };
  });
  if (outcome) await notify(deps, outcome.userId, refundedEmail);
  return adminRequest(deps.db, input.requestId);
}

/** POST /api/admin/refunds/:id/decline: the request is closed with the administrator's reason, audited, and the member told. */
export async function declineRefundRequest(deps: Deps, input: Decision & { reason: string }) {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const request = await lockPending(tx, input.requestId, 'declined');
    if (!request) return null;
    await refundsRepo.updateRefundRequest(tx, request.id, {
      status: 'declined',
      decidedAt: now,
      decidedBy: input.admin.username,
      decisionReason: input.reason,
    });
    await recordAdminAction(tx, {
      admin: input.admin,
      action: AUDIT_ACTIONS.declineRefund,
      targetUserId: request.userId,
      reason: input.reason,
      at: now,
      country: countryOfAddress(input.ip),
    });
    return { userId: request.userId };
  });
  if (outcome)
    await notify(deps, outcome.userId, (to, firstName, link, locale) => refundDeclinedEmail(to, firstName, input.reason, link, locale));
  return adminRequest(deps.db, input.requestId);
}
