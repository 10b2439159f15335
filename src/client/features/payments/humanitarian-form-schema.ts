import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../shared/messages';

/**
 * The humanitarian form (docs/product.md#humanitarian-access): both fields are required, with one shared message. It is shown under the
 * first empty field only, so focus lands there and the message is not printed twice. The code goes
 * upper-cased, whatever the input showed.
 */
export const humanitarianFormSchema = z
  .object({
    email: z.string().trim(),
    accessCode: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase()),
  })
  .superRefine((form, context) => {
    const firstEmpty = form.email === '' ? 'email' : form.accessCode === '' ? 'accessCode' : undefined;
    if (firstEmpty) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.bothRequired, path: [firstEmpty] });
  });
export type HumanitarianFormInput = z.input<typeof humanitarianFormSchema>;
