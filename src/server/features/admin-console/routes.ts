import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../shared/messages';
import {
  adminAuditQuerySchema,
  adminUserParamsSchema,
  adminPaymentListSchema,
  adminPaymentsQuerySchema,
  adminUserActionResponseSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  analyticsSchema,
  auditListSchema,
  blockUserRequestSchema,
  dashboardSummarySchema,
  grantMembershipRequestSchema,
  TOTAL_COUNT_HEADER,
} from '../../../shared/schemas/admin';
import { requireAdmin } from '../admin-auth/guards';
import {
  blockUser,
  exportPaymentsCsv,
  exportUsersCsv,
  getAnalytics,
  getDashboardSummary,
  grantUserMembership,
  listAudit,
  listPayments,
  listUsers,
  unblockUser,
} from './service';

const actionResponse = { 200: adminUserActionResponseSchema };

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The lists answer a bare array and the number of matching rows in X-Total-Count (docs/product.md#admin-dashboard). */
const withTotal = (reply: FastifyReply, total: number) => noStore(reply).header(TOTAL_COUNT_HEADER, String(total));

function sendCsv(reply: FastifyReply, file: { filename: string; csv: string }) {
  return noStore(reply)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.csv);
}

/** The administrator's console (docs/product.md#admin-dashboard): figures, lists, exports and actions on members. */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const admin = { onRequest: requireAdmin };

  app.get('/api/admin/dashboard', { ...admin, schema: { response: { 200: dashboardSummarySchema } } }, async (_request, reply) => {
    noStore(reply);
    return getDashboardSummary(deps);
  });

  app.get(
    '/api/admin/users',
    { ...admin, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } },
    async (request, reply) => {
      const { users, total } = await listUsers(deps, request.query);
      withTotal(reply, total);
      return users;
    },
  );

  app.get('/api/admin/users.csv', { ...admin, schema: { querystring: adminUsersQuerySchema } }, async (request, reply) =>
    sendCsv(reply, await exportUsersCsv(deps, { admin: request.admin!, ip: request.ip }, request.query)),
  );

  app.get(
    '/api/admin/payments',
    { ...admin, schema: { querystring: adminPaymentsQuerySchema, response: { 200: adminPaymentListSchema } } },
    async (request, reply) => {
      const { payments, total } = await listPayments(deps, request.query);
      withTotal(reply, total);
      return payments;
    },
  );

  app.get('/api/admin/payments.csv', { ...admin, schema: { querystring: adminPaymentsQuerySchema } }, async (request, reply) =>
    sendCsv(reply, await exportPaymentsCsv(deps, { admin: request.admin!, ip: request.ip }, request.query)),
  );

  app.get('/api/admin/analytics', { ...admin, schema: { response: { 200: analyticsSchema } } }, async (_request, reply) => {
    noStore(reply);
    return getAnalytics(deps);
  });

  app.get(
    '/api/admin/audit',
    { ...admin, schema: { querystring: adminAuditQuerySchema, response: { 200: auditListSchema } } },
    async (request, reply) => {
      const { entries, total } = await listAudit(deps, request.query);
      withTotal(reply, total);
      return entries;
    },
  );

  app.post(
    '/api/admin/users/:userId/block',
    { ...admin, schema: { params: adminUserParamsSchema, body: blockUserRequestSchema, response: actionResponse } },
    async (request, reply) => {
      const user = await blockUser(deps, {
        admin: request.admin!,
        userId: request.params.userId,
        reason: request.body.reason,
        ip: request.ip,
      });
      noStore(reply);
      return { success: true as const, message: M.userBlocked, user };
    },
  );

  app.post(
    '/api/admin/users/:userId/unblock',
    { ...admin, schema: { params: adminUserParamsSchema, response: actionResponse } },
    async (request, reply) => {
      const user = await unblockUser(deps, { admin: request.admin!, userId: request.params.userId, ip: request.ip });
      noStore(reply);
      return { success: true as const, message: M.userUnblocked, user };
    },
  );

  app.post(
    '/api/admin/users/:userId/grant-membership',
    { ...admin, schema: { params: adminUserParamsSchema, body: grantMembershipRequestSchema, response: actionResponse } },
    async (request, reply) => {
      const user = await grantUserMembership(deps, {
        admin: request.admin!,
        userId: request.params.userId,
        reason: request.body.reason,
        ip: request.ip,
      });
      noStore(reply);
      return { success: true as const, message: M.membershipGranted, user };
    },
  );
};
