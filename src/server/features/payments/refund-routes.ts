import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFUND_MESSAGES as M } from '../../../shared/messages';
import { paymentIdParamsSchema } from '../../../shared/schemas/account';
import {
  adminDeclineRefundSchema,
  adminRefundActionResponseSchema,
  adminRefundBodySchema,
  adminRefundListSchema,
  adminRefundsQuerySchema,
  createRefundRequestSchema,
  memberRefundsResponseSchema,
  refundIdParamsSchema,
  refundRequestResponseSchema,
} from '../../../shared/schemas/refunds';
import { requireAdmin } from '../admin-auth/guards';
import { requireUser } from '../auth/guards';
import { declineRefundRequest, getMemberRefunds, listRefundRequestsForAdmin, refundRequest, requestRefund } from './refunds-service';

/** Refunds (docs/product.md#refunds): the member's requests on their own payments, the administrator's decisions. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/account/refunds',
    { preHandler: requireUser, schema: { response: { 200: memberRefundsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await getMemberRefunds(deps, request.user!.id)) };
    },
  );

  app.post(
    '/api/account/payments/:id/refund-request',
    {
      preHandler: requireUser,
      schema: {
        params: paymentIdParamsSchema,
        body: createRefundRequestSchema,
        response: { 201: refundRequestResponseSchema, 200: refundRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const { request: refund, created } = await requestRefund(deps, {
        userId: request.user!.id,
        paymentId: request.params.id,
        reason: request.body.reason,
      });
      reply.header('cache-control', 'no-store').code(created ? 201 : 200);
      return { success: true as const, message: M.requested, request: refund };
    },
  );

  const admin = { onRequest: requireAdmin };

  app.get(
    '/api/admin/refunds',
    { ...admin, schema: { querystring: adminRefundsQuerySchema, response: { 200: adminRefundListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRefundRequestsForAdmin(deps, request.query.status);
    },
  );

  app.post(
    '/api/admin/refunds/:id/refund',
    { ...admin, schema: { params: refundIdParamsSchema, body: adminRefundBodySchema, response: { 200: adminRefundActionResponseSchema } } },
    async (request, reply) => {
      const refund = await refundRequest(deps, {
        admin: request.admin!,
        ip: request.ip,
        requestId: request.params.id,
        reversalReference: request.body.reversalReference,
      });
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: M.refunded, request: refund };
    },
  );

  app.post(
    '/api/admin/refunds/:id/decline',
    {
      ...admin,
      schema: { params: refundIdParamsSchema, body: adminDeclineRefundSchema, response: { 200: adminRefundActionResponseSchema } },
    },
    async (request, reply) => {
      const refund = await declineRefundRequest(deps, {
        admin: request.admin!,
        ip: request.ip,
        requestId: request.params.id,
        reason: request.body.reason,
      });
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: M.declined, request: refund };
    },
  );
};
