/**
 * A checkout set-up failure found in the browser rather than reported by the server. `kind` says which
 * 'Payment Setup Error' text applies (docs/product.md#checkout); the message is the specific reason.
 */
export type PaymentSetupFailureKind = 'timeout' | 'configuration' | 'response';

export class PaymentSetupError extends Error {
  override readonly name = 'PaymentSetupError';
  readonly kind: PaymentSetupFailureKind;

  constructor(kind: PaymentSetupFailureKind, message: string) {
    super(message);
    this.kind = kind;
  }
}
