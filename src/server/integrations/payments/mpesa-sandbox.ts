import { randomBytes } from 'node:crypto';
import { MPESA_MESSAGES } from '../../../shared/messages';
import { MPESA_RESULT_CODES, MPESA_SANDBOX_NUMBERS } from '../../../shared/schemas/mpesa';
import { MPESA_ERROR_CODES } from '../../../shared/error-codes';
import { AppError } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background-work';
import { darajaTimestamp, type MpesaProvider, type StkQueryResult } from './mpesa-provider';

/** A Daraja callback body (docs/product.md#m-pesa): what Safaricom posts to the CallBackURL. */
export interface StkCallbackBody {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number;
      ResultDesc: string;
      CallbackMetadata?: { Item: { Name: string; Value?: string | number }[] };
    };
  };
}

/** What each sandbox number does, with the descriptions Safaricom gives those codes. */
const OUTCOMES: Record<string, { resultCode: number; resultDesc: string; callback: boolean }> = {
  [MPESA_SANDBOX_NUMBERS.cancelled]: {
    resultCode: MPESA_RESULT_CODES.cancelledByUser,
    resultDesc: 'Request cancelled by user',
    callback: true,
  },
  [MPESA_SANDBOX_NUMBERS.insufficientFunds]: {
    resultCode: MPESA_RESULT_CODES.insufficientFunds,
    resultDesc: 'The balance is insufficient for the transaction.',
    callback: true,
  },
  // The phone never answered: Safaricom may send no callback at all; only the query tells.
  [MPESA_SANDBOX_NUMBERS.noAnswer]: {
    resultCode: MPESA_RESULT_CODES.phoneUnreachable,
    resultDesc: 'DS timeout user cannot be reached',
    callback: false,
  },
  [MPESA_SANDBOX_NUMBERS.wrongPin]: {
    resultCode: MPESA_RESULT_CODES.wrongPin,
    resultDesc: 'The initiator information is invalid.',
    callback: true,
  },
};
const SUCCESS = { resultCode: MPESA_RESULT_CODES.success, resultDesc: 'The service request is processed successfully.', callback: true };

/** Pushes are forgotten after this long (the sandbox keeps them in memory only). */
const KEEP_MS = 60 * 60 * 1000;

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** A receipt number of Safaricom's shape (ten capitals and digits, e.g. NLJ7RT61SV), starting 'SB' for the sandbox. */
const sandboxReceiptNumber = () => `SB${Array.from(randomBytes(8), (byte) => RECEIPT_ALPHABET[byte % RECEIPT_ALPHABET.length]).join('')}`;

export const sandboxOutcomeForPhone = (phone: string) => OUTCOMES[phone] ?? SUCCESS;

/**
 * The offline stand-in for Safaricom and the member's phone (docs/product.md#m-pesa; never where real
 * visitors come: mpesaMode). A push is accepted at once; `delayMs` later the "phone" has answered by its
 * number, the callback goes through the same processing as Daraja's (`deliver`, with the push's token),
 * and the status query answers the same result.
 */
export function createMpesaSandbox(options: {
  now: () => Date;
  delayMs: number;
  background: BackgroundWork;
  deliver: (token: string, body: StkCallbackBody) => Promise<unknown>;
}): MpesaProvider {
  const pushes = new Map<string, { phone: string; amountKes: number; merchantRequestId: string; answersAt: number }>();
  const forgetOld = () => {
    const cutoff = options.now().getTime() - KEEP_MS;
    for (const [id, push] of pushes) if (push.answersAt < cutoff) pushes.delete(id);
  };

  return {
    kind: 'sandbox',
    async stkPush(input) {
      forgetOld();
      // Safaricom's shapes: ws_CO_<DDMMYYYYHHmmss><digits>, and <digits>-<digits>-<digit>.
      const checkoutRequestId = `ws_CO_${darajaTimestamp(options.now()).slice(0, 14)}${randomBytes(6).readUIntBE(0, 6)}`;
      const merchantRequestId = `${randomBytes(3).readUIntBE(0, 3)}-${randomBytes(4).readUInt32BE(0)}-1`;
      pushes.set(checkoutRequestId, {
        phone: input.phone,
        amountKes: input.amountKes,
        merchantRequestId,
        answersAt: options.now().getTime() + options.delayMs,
      });
      const outcome = sandboxOutcomeForPhone(input.phone);
      if (outcome.callback) {
        const token = new URL(input.callbackUrl).pathname.split('/').pop() ?? '';
        const body: StkCallbackBody = {
          Body: {
            stkCallback: {
              MerchantRequestID: merchantRequestId,
              CheckoutRequestID: checkoutRequestId,
              ResultCode: outcome.resultCode,
              ResultDesc: outcome.resultDesc,
              ...(outcome.resultCode === MPESA_RESULT_CODES.success
                ? {
                    CallbackMetadata: {
                      Item: [
                        { Name: 'Amount', Value: input.amountKes },
                        { Name: 'MpesaReceiptNumber', Value: sandboxReceiptNumber() },
                        { Name: 'Balance' },
                        { Name: 'TransactionDate', Value: Number(darajaTimestamp(options.now())) },
                        { Name: 'PhoneNumber', Value: Number(input.phone) },
                      ],
                    },
                  }
                : {}),
            },
          },
        };
        options.background.run('M-Pesa sandbox callback', async () => {
          if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs).unref());
          await options.deliver(token, body);
        });
      }
      return { checkoutRequestId, merchantRequestId };
    },
    async stkQuery(checkoutRequestId): Promise<StkQueryResult> {
      const push = pushes.get(checkoutRequestId);
      // Daraja answers an id it does not know with an error; so does the sandbox (after a restart, say).
      if (!push) throw new AppError(502, MPESA_ERROR_CODES.requestFailed, MPESA_MESSAGES.requestFailed);
      if (options.now().getTime() < push.answersAt) return { state: 'pending' };
      const { resultCode, resultDesc } = sandboxOutcomeForPhone(push.phone);
      return { state: 'done', resultCode, resultDesc };
    },
  };
}
