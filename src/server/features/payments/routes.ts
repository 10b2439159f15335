import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP } from '../../../shared/constants';
import {
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  paymentsConfigSchema,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
} from '../../../shared/schemas/payments';
import { MINUTE_MS } from '../../lib/dates';
import { countryOfAddress } from '../../lib/ip-country';
import { confirmSandboxPayment, createPaymentIntent, handleStripeEvent } from './service';

const PER_IP = { max: 30, timeWindow: 15 * MINUTE_MS };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/payments/config', { schema: { response: { 200: paymentsConfigSchema } } }, async (request) => ({
    provider: deps.payments.kind,
    publishableKey: deps.payments.kind === 'stripe' ? (deps.config.stripe?.publishableKey ?? null) : null,
    priceCad: MEMBERSHIP.priceCad,
    currency: MEMBERSHIP.currency,
    kesPerCad: deps.config.kesPerCad,
    mpesaPriceKes: deps.config.mpesaPriceKes,
    mpesaProvider: deps.config.mpesa ? ('daraja' as const) : deps.config.nodeEnv === 'production' ? null : ('sandbox' as const),
    visitorCountry: countryOfAddress(request.ip),
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
      const signature = request.headers['stripe-signature'];
      const result = await handleStripeEvent(deps, request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      return { received: true as const, duplicate: result.duplicate };
    },
  );
};
