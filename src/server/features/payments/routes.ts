import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP } from '../../../shared/constants';
import {
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  PAYMENT_ERROR_CODES,
  paymentsConfigSchema,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
} from '../../../shared/schemas/payments';
import type { StripePaymentProvider } from '../../integrations/payments/stripe-provider';
import { AppError } from '../../lib/app-error';
import { confirmSandboxPayment, createPaymentIntent, handleStripeEvent } from './service';

const PER_IP = { max: 30, timeWindow: 15 * 60 * 1000 };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/payments/config', { schema: { response: { 200: paymentsConfigSchema } } }, async () => ({
    provider: deps.payments.kind,
    publishableKey: deps.payments.kind === 'stripe' ? (deps.config.stripe?.publishableKey ?? null) : null,
    priceCad: MEMBERSHIP.priceCad,
    currency: MEMBERSHIP.currency,
    kesPerCad: deps.config.kesPerCad,
  }));

  app.post(
    '/api/create-payment-intent',
    {
      config: { rateLimit: PER_IP },
      schema: { body: createPaymentIntentRequestSchema, response: { 200: createPaymentIntentResponseSchema } },
    },
    async (request) => createPaymentIntent(deps, request.body),
  );

  if (deps.payments.kind === 'sandbox') {
    app.post(
      '/api/payments/sandbox/confirm',
      { config: { rateLimit: PER_IP }, schema: { body: sandboxConfirmRequestSchema, response: { 200: sandboxConfirmResponseSchema } } },
      async (request) => {
        await confirmSandboxPayment(deps, request.body);
        return { success: true as const, status: 'succeeded' as const };
      },
    );
  }
};

/** Stripe signs the exact bytes it sent, so this route reads its body raw (a scope of its own). */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/api/webhooks/stripe',
    { schema: { response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) } } },
    async (request) => {
      if (deps.payments.kind !== 'stripe' || !deps.config.stripe?.webhookSecret) {
        throw new AppError(400, PAYMENT_ERROR_CODES.webhookNotConfigured, 'Stripe webhooks are not configured on this server.');
      }
      const signature = request.headers['stripe-signature'];
      const result = await handleStripeEvent(
        { ...deps, payments: deps.payments as StripePaymentProvider },
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, duplicate: result.duplicate };
    },
  );
};
