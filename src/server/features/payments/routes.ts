import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP } from '../../../shared/constants';
import {
  checkoutStateSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  paymentsConfigSchema,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
} from '../../../shared/schemas/payments';
import {
  createMpesaPaymentRequestSchema,
  createMpesaPaymentResponseSchema,
  mpesaPaymentIdParamsSchema,
  mpesaPaymentStatusSchema,
} from '../../../shared/schemas/mpesa';
import { mpesaMode } from '../../integrations/payments/mpesa-provider';
import { MINUTE_MS } from '../../lib/dates';
import { countryOfAddress } from '../../lib/ip-country';
import { requireUser } from '../auth/guards';
import { confirmSandboxPayment, createPaymentIntent, getCheckoutState } from './checkout';
import { createMpesaPayment, getMpesaPaymentStatus, offeredMpesa, parseMpesaCallback, processMpesaCallback } from './mpesa-service';
import { handleStripeEvent } from './service';

const PER_IP = { max: 30, timeWindow: 15 * MINUTE_MS };
/** The checkout polls an M-Pesa payment's status every few seconds for about a minute and a half. */
const STATUS_PER_IP = { max: 120, timeWindow: MINUTE_MS };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/payments/config', { schema: { response: { 200: paymentsConfigSchema } } }, async (request) => ({
    provider: deps.payments.kind,
    publishableKey: deps.payments.kind === 'stripe' ? (deps.config.stripe?.publishableKey ?? null) : null,
    priceCad: MEMBERSHIP.priceCad,
    currency: MEMBERSHIP.currency,
    mpesaPriceKes: deps.config.mpesaPriceKes,
    mpesaProvider: mpesaMode(deps.config),
    visitorCountry: countryOfAddress(request.ip),
  }));

  // Paying needs a session: the account that pays is the session's, never an e-mail in the body (docs/product.md#checkout).
  app.get(
    '/api/payments/checkout',
    { preHandler: requireUser, schema: { response: { 200: checkoutStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCheckoutState(deps, request.user!);
    },
  );

  app.post(
    '/api/create-payment-intent',
    {
      preHandler: requireUser,
      config: { rateLimit: PER_IP },
      schema: { body: createPaymentIntentRequestSchema, response: { 200: createPaymentIntentResponseSchema } },
    },
    async (request) => createPaymentIntent(deps, request.user!, request.body),
  );

  app.post(
    '/api/payments/mpesa',
    {
      preHandler: requireUser,
      config: { rateLimit: PER_IP },
      schema: { body: createMpesaPaymentRequestSchema, response: { 202: createMpesaPaymentResponseSchema } },
    },
    async (request, reply) => reply.code(202).send(await createMpesaPayment(deps, request.user!, request.body)),
  );

  app.get(
    '/api/payments/mpesa/:id',
    {
      preHandler: requireUser,
      config: { rateLimit: STATUS_PER_IP },
      schema: { params: mpesaPaymentIdParamsSchema, response: { 200: mpesaPaymentStatusSchema } },
    },
    async (request) => getMpesaPaymentStatus(deps, request.user!.id, request.params.id),
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

/**
 * Safaricom's callback (docs/product.md#m-pesa): acknowledged at once once it parses, as Daraja expects,
 * then processed in the background (processMpesaCallback trusts nothing in it). The token in the path is
 * the payment's secret; log lines never show it (lib/log-redaction.ts).
 */
export const mpesaWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    '/api/webhooks/mpesa/:token',
    {
      bodyLimit: 64 * 1024,
      schema: {
        params: z.object({ token: z.string().max(100) }),
        response: { 200: z.object({ ResultCode: z.literal(0), ResultDesc: z.literal('Accepted') }) },
      },
    },
    async (request) => {
      offeredMpesa(deps);
      const body = parseMpesaCallback(request.body);
      const { token } = request.params;
      deps.background.run('M-Pesa callback', () => processMpesaCallback(deps, token, body));
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' as const };
    },
  );
};
