import { PAYMENT_ERROR_CODES } from '../../../shared/error-codes';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { ApiError, NetworkError } from '../../lib/api-client';
import { PaymentSetupError } from './payment-setup-error';

export type SetupErrorKind = 'timeout' | 'configuration' | 'connection' | 'other';

export interface SetupErrorView {
  kind: SetupErrorKind;
  /** The sentence the error card leads with. */
  message: string;
  /** A specific reason worth showing under it (e.g. for a support e-mail), when there is one. */
  detail?: string;
  /** The account is unknown: reloading cannot help, creating an account can. */
  needsAccount: boolean;
}

const view = (kind: SetupErrorKind, message: string, extra: Partial<SetupErrorView> = {}): SetupErrorView => ({
  kind,
  message,
  needsAccount: false,
  ...extra,
});

/**
 * 'Payment Setup Error' (docs/product.md#checkout): the text for a checkout that could not be set up, chosen by kind —
 * timeout, configuration (the server refused the request or is not set up to take payments), network
 * or connection, anything else.
 */
export function describeSetupError(error: unknown): SetupErrorView {
  if (error instanceof PaymentSetupError) {
    if (error.kind === 'timeout') return view('timeout', PAYMENT_MESSAGES.setupTimeout);
    if (error.kind === 'configuration') return view('configuration', PAYMENT_MESSAGES.setupConfiguration, { detail: error.message });
    return view('other', PAYMENT_MESSAGES.setupOther, { detail: error.message });
  }
  if (error instanceof ApiError) {
    if (error.status === 408 || error.status === 504) return view('timeout', PAYMENT_MESSAGES.setupTimeout);
    // A refusal (unknown account, wrong amount) is explained best in the server's own words.
    if (error.status < 500) {
      return view('configuration', error.serverMessage ?? PAYMENT_MESSAGES.setupConfiguration, {
        needsAccount: error.errorCode === PAYMENT_ERROR_CODES.unknownAccount,
      });
    }
    return view('configuration', PAYMENT_MESSAGES.setupConfiguration);
  }
  // The API client turns fetch's TypeError into NetworkError; a bare TypeError is a fetch made elsewhere.
  if (error instanceof NetworkError || (error instanceof TypeError && /fetch|network/i.test(error.message))) {
    return view('connection', PAYMENT_MESSAGES.setupConnection);
  }
  if (error instanceof Error && error.name === 'TimeoutError') return view('timeout', PAYMENT_MESSAGES.setupTimeout);
  return view('other', PAYMENT_MESSAGES.setupOther);
}
