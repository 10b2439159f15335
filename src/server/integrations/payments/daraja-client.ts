import type { FastifyBaseLogger } from 'fastify';
import { MPESA_MESSAGES } from '../../../shared/messages';
import { MPESA_ERROR_CODES } from '../../../shared/error-codes';
import { AppError } from '../../lib/app-error';
import { darajaTimestamp, type MpesaProvider, type StkQueryResult } from './mpesa-provider';

/**
 * Safaricom's Daraja API over plain `fetch` (docs/decisions/019-mpesa-daraja.md: the npm wrappers are
 * unmaintained, and the protocol is three small JSON calls).
 */
export interface DarajaOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or a test server. */
  baseUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Every call's time limit (default 15 s); Daraja's push can be slow, but a checkout must not hang. */
  timeoutMs?: number;
}

/** Daraja's token lives 3,599 s; it is renewed this long before that, so no call carries one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;
/** Daraja's answer to a status query while the phone has not answered yet. */
const STILL_PROCESSING = '500.001.1001';
/** Daraja's answer to an expired or unknown access token: renewed once, then the call is retried. */
const INVALID_TOKEN = '404.001.03';

const requestFailed = () => new AppError(502, MPESA_ERROR_CODES.requestFailed, MPESA_MESSAGES.requestFailed);

class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export function createDarajaClient(options: DarajaOptions): MpesaProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; renewAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DarajaError(0, undefined, `Daraja unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON (a gateway's HTML page): the status says enough.
    }
    if (!response.ok || typeof body.errorCode === 'string') {
      const errorCode = typeof body.errorCode === 'string' ? body.errorCode : undefined;
      throw new DarajaError(
        response.status,
        errorCode,
        `Daraja ${path} answered ${response.status}${errorCode ? ` ${errorCode}` : ''}: ${String(body.errorMessage ?? text.slice(0, 200))} (requestId ${String(body.requestId ?? '-')})`,
      );
    }
    return body;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const body = await call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const value = body.access_token;
    const expiresIn = Number(body.expires_in);
    if (typeof value !== 'string' || !value || !Number.isFinite(expiresIn))
      throw new DarajaError(200, undefined, 'Daraja token answer without a token');
    token = { value, renewAt: options.now().getTime() + expiresIn * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  /** The cached token, or one fetched once for every caller waiting at the same moment. */
  async function accessToken(): Promise<string> {
    if (token && token.renewAt > options.now().getTime()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function authorized(path: string, payload: object, retried = false): Promise<Record<string, unknown>> {
    const bearer = await accessToken();
    try {
      return await call(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    } catch (error) {
      // A token Daraja revoked before its time: fetch a new one, once.
      if (!retried && error instanceof DarajaError && (error.status === 401 || error.errorCode === INVALID_TOKEN)) {
        token = undefined;
        return authorized(path, payload, true);
      }
      throw error;
    }
  }

  const password = (timestamp: string) => Buffer.from(`${options.shortcode}${options.passkey}${timestamp}`).toString('base64');

  return {
    kind: 'daraja',
    async stkPush(input) {
      const timestamp = darajaTimestamp(options.now());
      try {
        const body = await authorized('/mpesa/stkpush/v1/processrequest', {
          BusinessShortCode: options.shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          TransactionType: 'CustomerPayBillOnline',
          Amount: input.amountKes,
          PartyA: input.phone,
          PartyB: options.shortcode,
          PhoneNumber: input.phone,
          CallBackURL: input.callbackUrl,
          AccountReference: input.accountReference.slice(0, 12),
          TransactionDesc: input.transactionDesc.slice(0, 13),
        });
        if (String(body.ResponseCode) !== '0' || typeof body.CheckoutRequestID !== 'string' || !body.CheckoutRequestID) {
          throw new DarajaError(
            200,
            undefined,
            `Daraja refused the push: ${String(body.ResponseCode)} ${String(body.ResponseDescription)}`,
          );
        }
        return { checkoutRequestId: body.CheckoutRequestID, merchantRequestId: String(body.MerchantRequestID ?? '') };
      } catch (error) {
        options.log.error({ err: error }, 'M-Pesa STK push failed');
        throw requestFailed();
      }
    },
    async stkQuery(checkoutRequestId): Promise<StkQueryResult> {
      const timestamp = darajaTimestamp(options.now());
      try {
        const body = await authorized('/mpesa/stkpushquery/v1/query', {
          BusinessShortCode: options.shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          CheckoutRequestID: checkoutRequestId,
        });
        const resultCode = Number(body.ResultCode);
        if (body.ResultCode === undefined || body.ResultCode === null || !Number.isInteger(resultCode)) return { state: 'pending' };
        return { state: 'done', resultCode, resultDesc: String(body.ResultDesc ?? '') };
      } catch (error) {
        if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING) return { state: 'pending' };
        options.log.error({ err: error }, 'M-Pesa STK query failed');
        throw requestFailed();
      }
    },
  };
}
