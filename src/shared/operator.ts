/**
 * Who runs Maple Bridge (docs/product.md#operator-identity). The values are configuration; pages carry
 * these tokens, and the server writes the configured values over them whenever it serves a page (the
 * pre-rendered ones included), so that the same build serves any operator.
 */
export interface OperatorIdentity {
  legalName: string;
  registrationNumber: string;
  postalAddress: string;
  supportEmail: string;
}

/** The token a page carries for each value, and the <meta> name the browser reads it back from. */
export const OPERATOR_FIELDS = {
  legalName: { token: '%OPERATOR_LEGAL_NAME%', meta: 'operator-legal-name' },
  registrationNumber: { token: '%OPERATOR_REGISTRATION_NUMBER%', meta: 'operator-registration-number' },
  postalAddress: { token: '%OPERATOR_POSTAL_ADDRESS%', meta: 'operator-postal-address' },
  supportEmail: { token: '%SUPPORT_EMAIL%', meta: 'operator-support-email' },
} as const satisfies Record<keyof OperatorIdentity, { token: string; meta: string }>;

export const OPERATOR_KEYS = Object.keys(OPERATOR_FIELDS) as (keyof OperatorIdentity)[];

/** The tokens themselves: what a page shows before the server fills it in (the build's pre-rendering). */
export const OPERATOR_TOKENS: OperatorIdentity = {
  legalName: OPERATOR_FIELDS.legalName.token,
  registrationNumber: OPERATOR_FIELDS.registrationNumber.token,
  postalAddress: OPERATOR_FIELDS.postalAddress.token,
  supportEmail: OPERATOR_FIELDS.supportEmail.token,
};

/** One line naming the seller, for receipts and e-mail footers. */
export const operatorLine = (operator: OperatorIdentity) =>
  `Maple Bridge is run by ${operator.legalName}, registration ${operator.registrationNumber}, ${operator.postalAddress}. Support: ${operator.supportEmail}.`;

/** The refund window (REFUND_WINDOW_DAYS), served the same way: the refund policy states it (docs/product.md#policy-pages). */
export const REFUND_WINDOW_FIELD = { token: '%REFUND_WINDOW_DAYS%', meta: 'refund-window-days' } as const;
