import { z } from 'zod';

/** Every error the API returns has this shape (docs/product.md#error-envelope). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errorCode: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
