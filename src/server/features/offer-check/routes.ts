import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFER_CHECK, offerCheckRequestSchema, offerCheckResponseSchema } from '../../../shared/schemas/offer-check';
import { MINUTE_MS } from '../../lib/dates';
import { sessionOrAddressKey } from '../auth/guards';
import { checkOffer } from './service';

/**
 * A free public tool: a person checks a few messages, a script feeding it meets the limit. Keyed like the NOC
 * finder (a session when there is one, else the address: many people share a carrier's address).
 */
export const OFFER_CHECK_PER_CALLER = { max: 30, timeWindow: MINUTE_MS };
const rateLimitKey = sessionOrAddressKey('offer-');

/**
 * 20,000 characters as JSON: at most 6 bytes each (an emoji's half written as \\uXXXX), plus the three short
 * fields. A longer text is refused by the schema with its own message; a body beyond this is a 413.
 */
export const OFFER_CHECK_BODY_LIMIT = OFFER_CHECK.textMax * 6 + 8 * 1024;

export const offerCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/offer-check',
    {
      bodyLimit: OFFER_CHECK_BODY_LIMIT,
      config: { rateLimit: { ...OFFER_CHECK_PER_CALLER, keyGenerator: rateLimitKey } },
      schema: { body: offerCheckRequestSchema, response: { 200: offerCheckResponseSchema } },
    },
    async (request, reply) => {
      // The answer quotes the message: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return checkOffer(app.deps, request.body);
    },
  );
};
