import { MPESA_CHECKOUT_MESSAGES, MPESA_MESSAGES } from '../../../shared/messages';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { ERROR_CODES, PAYMENT_ERROR_CODES } from '../../../shared/error-codes';
import { MPESA_PROMPT_SECONDS, mpesaFailureMessage as resultCodeMessage, type MpesaPaymentStatus } from '../../../shared/schemas/mpesa';
import { paymentInFlightDetailsSchema, type PaymentsConfig, type PendingPayment } from '../../../shared/schemas/payments';
import { ApiError, NetworkError, toUserMessage } from '../../lib/api-client';

/** The M-Pesa checkout's pure parts (docs/product.md#checkout): the order of the choices, the waiting view, the countdown, the refusals. */

export type CheckoutChoice = 'mpesa' | 'card' | 'humanitarian';

/**
 * The checkout's tabs in order: M-Pesa first for a visitor from Kenya, after the card for anyone else, and not at
 * all when the server does not offer it (production without Daraja keys).
 */
export function checkoutChoices(config: Pick<PaymentsConfig, 'mpesaProvider' | 'visitorCountry'>): CheckoutChoice[] {
  if (!config.mpesaProvider) return ['card', 'humanitarian'];
  return config.visitorCountry === 'KE' ? ['mpesa', 'card', 'humanitarian'] : ['card', 'mpesa', 'humanitarian'];
}

/** How often the waiting view asks for the payment's status. */
export const MPESA_POLL_MS = 2_500;

/**
 * How long after the prompt expired the view keeps asking before it gives up: the answer may still be on its way
 * from Safaricom, and the server settles late ones (docs/product.md#m-pesa).
 */
export const MPESA_EXPIRY_GRACE_MS = 45_000;

export function isFinalMpesaStatus(status: MpesaPaymentStatus['status'] | undefined): boolean {
  return status !== undefined && status !== 'pending';
}

/**
 * A poll the server refused for good: the payment is not known (404; an unknown account's decoy request ends so,
 * docs/product.md#m-pesa). Anything else (a slow or lost connection, 429, 5xx) is worth asking again.
 */
export function isMissingPayment(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** The next poll: every 2.5 s until the payment has a final status, is missing, or the checkout has given up waiting (see mpesaView). */
export function mpesaPollInterval(
  status: MpesaPaymentStatus['status'] | undefined,
  deadlineMs: number,
  nowMs: number,
  pollError: unknown = null,
): number | false {
  if (isFinalMpesaStatus(status) || isMissingPayment(pollError)) return false;
  return nowMs >= deadlineMs + MPESA_EXPIRY_GRACE_MS ? false : MPESA_POLL_MS;
}

export type MpesaView =
  | { kind: 'waiting' }
  /** The prompt has expired on the phone but the server has not answered for good yet. */
  | { kind: 'checking' }
  | { kind: 'succeeded'; message: string }
  /** `retry` false when paying again is the wrong advice (a payment held for review). */
  | { kind: 'failed'; message: string; retry: boolean };

/** A failure's words when the server sent none: by Safaricom's result code, else by status. */
export function mpesaFailureMessage(status: Pick<MpesaPaymentStatus, 'status' | 'resultCode'>): string {
  return resultCodeMessage(status.resultCode) ?? (status.status === 'cancelled' ? MPESA_MESSAGES.cancelled : MPESA_MESSAGES.failed);
}

/** How far the server's expiry may differ from our own estimate before the device's clock is taken to be wrong. */
const CLOCK_SKEW_TOLERANCE_MS = 15_000;

/**
 * When the phone's prompt expires, on this device's clock. The server's `expiresAt` is exact but read against a
 * phone's clock that may be minutes off; the request's send time plus MPESA_PROMPT_SECONDS is what the member
 * lives through. The server's value wins while the two agree.
 */
export function promptDeadline(serverExpiresAt: string | undefined, sentAtMs: number): number {
  const estimate = sentAtMs + MPESA_PROMPT_SECONDS * 1000;
  const server = serverExpiresAt === undefined ? Number.NaN : Date.parse(serverExpiresAt);
  return Number.isFinite(server) && Math.abs(server - estimate) <= CLOCK_SKEW_TOLERANCE_MS ? server : estimate;
}

/**
 * What the waiting panel shows for the latest status. A final status is shown with the server's message (each
 * outcome has its own); a missing payment with the server's refusal; a pending one waits until the prompt's
 * deadline, checks a little longer, then gives up with the timed-out message so nobody waits for ever on a lost answer.
 */
export function mpesaView(status: MpesaPaymentStatus | undefined, deadlineMs: number, nowMs: number, pollError: unknown = null): MpesaView {
  if (status?.status === 'succeeded') return { kind: 'succeeded', message: status.message.trim() || MPESA_MESSAGES.succeeded };
  if (status && status.status !== 'pending') {
    const message = status.message.trim() || mpesaFailureMessage(status);
    return { kind: 'failed', message, retry: message !== MPESA_MESSAGES.underReview };
  }
  if (isMissingPayment(pollError))
    return { kind: 'failed', message: pollError.serverMessage ?? MPESA_MESSAGES.paymentNotFound, retry: true };
  if (nowMs < deadlineMs) return { kind: 'waiting' };
  if (nowMs < deadlineMs + MPESA_EXPIRY_GRACE_MS) return { kind: 'checking' };
  return { kind: 'failed', message: MPESA_MESSAGES.timedOut, retry: true };
}

/** Whole seconds until the deadline, never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** '1:05' for 65 seconds: the countdown as it is shown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const SPOKEN_STEP_SECONDS = 30;

/**
 * The countdown for screen readers, in 30-second steps ('About 1 minute 30 seconds left…'), so the polite live
 * region speaks a few times rather than every second. Null once the time is up.
 */
export function spokenTimeLeft(seconds: number): string | null {
  if (!(seconds > 0)) return null;
  const rounded = Math.ceil(seconds / SPOKEN_STEP_SECONDS) * SPOKEN_STEP_SECONDS;
  const minutes = Math.floor(rounded / 60);
  const rest = rounded % 60;
  const duration =
    minutes > 0 && rest > 0
      ? m.payments_duration_minutes_seconds({ minutes, seconds: rest })
      : minutes > 0
        ? m.payments_duration_minutes({ minutes })
        : m.payments_duration_seconds({ seconds: rest });
  return MPESA_CHECKOUT_MESSAGES.timeLeftSpoken(duration);
}

export interface MpesaRequestFailure {
  /** Shown above the button; null when the field's own message says it all. */
  message: string | null;
  /** A message for the phone field (the server's VALIDATION_ERROR detail). */
  phone: string | null;
}

/** What a refused POST /api/payments/mpesa shows in the form (docs/product.md#checkout). */
export function mpesaRequestFailure(error: unknown): MpesaRequestFailure {
  if (error instanceof NetworkError) return { message: error.message, phone: null };
  if (!(error instanceof ApiError)) return { message: MPESA_MESSAGES.requestFailed, phone: null };
  if (error.errorCode === ERROR_CODES.validation) {
    const details = typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {};
    const phone = typeof details.phone === 'string' && details.phone !== '' ? details.phone : null;
    const others = Object.entries(details)
      .filter(([field, value]) => field !== 'phone' && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string);
    if (phone && others.length === 0) return { message: null, phone };
    return { message: others.length > 0 ? others.join(' ') : toUserMessage(error), phone };
  }
  if (error.status === 429) return { message: error.serverMessage ?? toUserMessage(error), phone: null };
  if (error.status >= 500) return { message: error.serverMessage ?? MPESA_MESSAGES.requestFailed, phone: null };
  return { message: toUserMessage(error), phone: null };
}

/** A payment request sent to the phone, as the waiting view follows it. */
export interface SentMpesaRequest {
  id: string;
  amountKes: number;
  /** Daraja's form, 254712345678. */
  phone: string;
  /** When the request was accepted: the countdown's fallback origin (promptDeadline). */
  sentAtMs: number;
}

/** The server's pending M-Pesa payment (GET /api/payments/checkout, or a 409's details) as the waiting view resumes it. */
export function resumedRequest(pending: Extract<PendingPayment, { method: 'mpesa' }>): SentMpesaRequest {
  const sentAtMs = Date.parse(pending.sentAt);
  return {
    id: pending.id,
    amountKes: pending.amountKes,
    phone: pending.phone,
    sentAtMs: Number.isFinite(sentAtMs) ? sentAtMs : Date.now(),
  };
}

/**
 * A request refused because the member already has an M-Pesa payment under way (409 PAYMENT_IN_FLIGHT, another tab
 * sent it): that one, to follow instead of an error (docs/product.md#one-payment-at-a-time). Null for anything else.
 */
export function pendingMpesaOf(error: unknown): SentMpesaRequest | null {
  if (!(error instanceof ApiError) || error.errorCode !== PAYMENT_ERROR_CODES.paymentInFlight) return null;
  const details = paymentInFlightDetailsSchema.safeParse(error.details);
  return details.success && details.data.pending.method === 'mpesa' ? resumedRequest(details.data.pending) : null;
}
