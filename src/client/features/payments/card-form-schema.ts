import { z } from 'zod';
import { isCardNumberShape, isCvcShape, isExpiryShape, onlyDigits } from './card-input';

export const CARD_FORM_MESSAGES = {
  cardNumber: 'Enter the card number (12 to 19 digits)',
  expiry: 'Enter the expiry date as MM/YY',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;

/** The sandbox card form: shapes only. Expiry and CVC never leave the browser; the number goes as digits. */
export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .refine(isCardNumberShape, CARD_FORM_MESSAGES.cardNumber)
    .transform((value) => onlyDigits(value)),
  expiry: z.string().refine(isExpiryShape, CARD_FORM_MESSAGES.expiry),
  cvc: z.string().refine(isCvcShape, CARD_FORM_MESSAGES.cvc),
});
export type CardFormInput = z.input<typeof cardFormSchema>;
