import type { Config } from '../../config';

/** What the M-Pesa checkout needs from Safaricom (docs/product.md#m-pesa): Daraja and the offline sandbox implement it. */
export interface StkPushInput {
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings. */
  amountKes: number;
  /** Where Safaricom posts the result: ends with the payment's secret token. */
  callbackUrl: string;
  /** ≤ 12 characters, shown on the member's statement. */
  accountReference: string;
  /** ≤ 13 characters, shown in the prompt. */
  transactionDesc: string;
}

export interface StkPushAccepted {
  checkoutRequestId: string;
  merchantRequestId: string;
}

/** Safaricom's answer to the status query: still waiting for the phone, or the push's result code. */
export type StkQueryResult = { state: 'pending' } | { state: 'done'; resultCode: number; resultDesc: string };

export interface MpesaProvider {
  kind: 'daraja' | 'sandbox';
  /** Sends the payment request to the phone; throws AppError 502 MPESA_REQUEST_FAILED when Safaricom refuses or is unreachable. */
  stkPush(input: StkPushInput): Promise<StkPushAccepted>;
  /** Asks Safaricom what became of a push; the only thing a grant trusts (a callback is unsigned). */
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
}

export type MpesaMode = 'daraja' | 'sandbox' | null;

/**
 * Which M-Pesa this server offers (docs/product.md#m-pesa): Daraja with keys; without them the offline
 * sandbox, except where real visitors come (production, or an https PUBLIC_URL), where M-Pesa is not offered.
 */
export function mpesaMode(config: Pick<Config, 'mpesa' | 'nodeEnv' | 'publicUrl'>): MpesaMode {
  if (config.mpesa) return 'daraja';
  if (config.nodeEnv === 'production' || config.publicUrl.startsWith('https:')) return null;
  return 'sandbox';
}

/** Daraja's Timestamp: YYYYMMDDHHmmss in East Africa Time (UTC+3 all year, no daylight saving). */
export function darajaTimestamp(at: Date): string {
  const eat = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`;
}

/** A Daraja TransactionDate (20191219102115, East Africa Time) as an instant; null when it is not one. */
export function parseDarajaTimestamp(value: unknown): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value ?? ''));
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return new Date(Date.UTC(y, mo - 1, d, h - 3, mi, s));
}
