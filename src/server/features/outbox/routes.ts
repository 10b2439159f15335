import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '../../../shared/schemas/text';
import { requireAdmin } from '../admin-auth/guards';
import { listOutboxEmails } from './service';

const outboxEmailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });

/** Without SMTP, e-mail waits in the outbox; administrators read it here (newest first). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: z.object({ to: text({ max: 254 }).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ success: z.literal(true), emails: z.array(outboxEmailSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, emails: await listOutboxEmails(app.deps, request.query, { admin: request.admin!, ip: request.ip }) };
    },
  );
};
