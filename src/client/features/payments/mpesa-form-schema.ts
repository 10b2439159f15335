import { z } from 'zod';
import { mpesaPhoneField } from '../../../shared/schemas/mpesa';

/**
 * The M-Pesa form (docs/product.md#checkout): the phone as people write it (0712…, 0112…, +254…, 254…), checked
 * and normalised by the same rule the server applies, so a refused number never leaves the browser.
 */
export const mpesaFormSchema = z.object({ phone: mpesaPhoneField });
export type MpesaFormInput = z.input<typeof mpesaFormSchema>;
