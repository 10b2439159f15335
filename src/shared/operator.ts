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
  /** Support's WhatsApp numbers in international form; empty when that number is not set. */
  whatsappKenya: string;
  whatsappCanada: string;
}

/** The token a page carries for each value, and the <meta> name the browser reads it back from. */
export const OPERATOR_FIELDS = {
  legalName: { token: '%OPERATOR_LEGAL_NAME%', meta: 'operator-legal-name' },
  registrationNumber: { token: '%OPERATOR_REGISTRATION_NUMBER%', meta: 'operator-registration-number' },
  postalAddress: { token: '%OPERATOR_POSTAL_ADDRESS%', meta: 'operator-postal-address' },
  supportEmail: { token: '%SUPPORT_EMAIL%', meta: 'operator-support-email' },
  whatsappKenya: { token: '%SUPPORT_WHATSAPP_KENYA%', meta: 'operator-whatsapp-kenya' },
  whatsappCanada: { token: '%SUPPORT_WHATSAPP_CANADA%', meta: 'operator-whatsapp-canada' },
} as const satisfies Record<keyof OperatorIdentity, { token: string; meta: string }>;

export const OPERATOR_KEYS = Object.keys(OPERATOR_FIELDS) as (keyof OperatorIdentity)[];

/** The tokens themselves: what a page shows before the server fills it in (the build's pre-rendering). */
export const OPERATOR_TOKENS: OperatorIdentity = {
  legalName: OPERATOR_FIELDS.legalName.token,
  registrationNumber: OPERATOR_FIELDS.registrationNumber.token,
  postalAddress: OPERATOR_FIELDS.postalAddress.token,
  supportEmail: OPERATOR_FIELDS.supportEmail.token,
  whatsappKenya: OPERATOR_FIELDS.whatsappKenya.token,
  whatsappCanada: OPERATOR_FIELDS.whatsappCanada.token,
};

export interface WhatsappContact {
  country: 'Kenya' | 'Canada';
  number: string;
}

/**
 * The WhatsApp numbers that are set, Kenya's first (most members are there). A value still holding its token
 * (a page the server did not fill, such as the build's pre-rendering) is no number.
 */
export function whatsappContacts(operator: Pick<OperatorIdentity, 'whatsappKenya' | 'whatsappCanada'>): WhatsappContact[] {
  const set = (value: string) => value.trim() !== '' && !value.startsWith('%');
  return [
    ...(set(operator.whatsappKenya) ? [{ country: 'Kenya' as const, number: operator.whatsappKenya.trim() }] : []),
    ...(set(operator.whatsappCanada) ? [{ country: 'Canada' as const, number: operator.whatsappCanada.trim() }] : []),
  ];
}

/** A number as a wa.me chat address: wa.me takes the digits alone. */
export const whatsappChatUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The WhatsApp numbers in words, for receipts and e-mails ("+254 712 345 678 (Kenya)"); empty when none is set. */
export const whatsappLine = (operator: OperatorIdentity) =>
  whatsappContacts(operator)
    .map((contact) => `${contact.number} (${contact.country})`)
    .join(', ');

/** One line naming the seller, for receipts and e-mail footers. */
export function operatorLine(operator: OperatorIdentity): string {
  const whatsapp = whatsappLine(operator);
  return `Maple Bridge is run by ${operator.legalName}, registration ${operator.registrationNumber}, ${operator.postalAddress}. Support: ${operator.supportEmail}${whatsapp ? `, WhatsApp ${whatsapp}` : ''}.`;
}

/** The refund window (REFUND_WINDOW_DAYS), served the same way: the refund policy states it (docs/product.md#policy-pages). */
export const REFUND_WINDOW_FIELD = { token: '%REFUND_WINDOW_DAYS%', meta: 'refund-window-days' } as const;
