import { z } from 'zod';
import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { isCardNumberShape, isCvcShape, isExpiryShape, onlyDigits } from './card-input';

export const CARD_FORM_MESSAGES = localized({
  cardNumber: m.payments_card_number_invalid,
  expiry: m.payments_card_expiry_invalid,
  cvc: m.payments_card_cvc_invalid,
});

/** The sandbox card form: shapes only. Expiry and CVC never leave the browser; the number goes as digits. */
export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .refine(isCardNumberShape, { error: () => CARD_FORM_MESSAGES.cardNumber })
    .transform((value) => onlyDigits(value)),
  expiry: z.string().refine(isExpiryShape, { error: () => CARD_FORM_MESSAGES.expiry }),
  cvc: z.string().refine(isCvcShape, { error: () => CARD_FORM_MESSAGES.cvc }),
});
export type CardFormInput = z.input<typeof cardFormSchema>;
