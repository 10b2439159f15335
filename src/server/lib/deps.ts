import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { DocumentEngine } from '../integrations/ai/document-engine';
import type { EmailService } from '../integrations/email/email-service';
import type { MpesaProvider } from '../integrations/payments/mpesa-provider';
import type { PaymentProvider } from '../integrations/payments/payment-provider';
import type { StripePaymentProvider } from '../integrations/payments/stripe-provider';
import type { AttemptLimiter } from './attempt-limiter';
import type { BackgroundWork } from './background-work';

/** What services receive: the database, the clock (tests move it), e-mail, attempt counters, settings. */
export interface Deps {
  db: Db;
  now: () => Date;
  email: EmailService;
  /** Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  payments: StripePaymentProvider | PaymentProvider;
  /** M-Pesa (docs/product.md#m-pesa): Daraja with keys, else the offline sandbox, or null where it is not offered (mpesaMode). */
  mpesa: MpesaProvider | null;
  /** Work that runs after its request was answered (M-Pesa callbacks); shutdown waits for it. */
  background: BackgroundWork;
  attempts: AttemptLimiter;
  /** The document writer: an OpenAI-compatible model when AI_API_KEY is set, else the built-in engine. */
  documents: DocumentEngine;
  config: Config;
  log: FastifyBaseLogger;
}
