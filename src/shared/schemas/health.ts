import { z } from 'zod';

/** GET /api/health: which provider backs each integration (README.md#configuration). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  payments: z.enum(['stripe', 'sandbox']),
  /** M-Pesa (docs/product.md#m-pesa): Daraja, the offline sandbox, or not offered. */
  mpesa: z.enum(['daraja', 'sandbox', 'off']),
  ai: z.enum(['openai', 'builtin']),
  email: z.enum(['smtp', 'outbox']),
});
export type Health = z.infer<typeof healthSchema>;
