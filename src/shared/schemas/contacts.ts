import { z } from 'zod';

/** GET /api/contacts (public): how to reach support (docs/product.md#support-contact). */
export const contactsSchema = z.object({
  email: z.string(),
  /** Only the numbers the operator configured; none when neither is set. */
  whatsapp: z.array(z.object({ country: z.enum(['Canada', 'Kenya']), number: z.string() })),
});
export type Contacts = z.infer<typeof contactsSchema>;
