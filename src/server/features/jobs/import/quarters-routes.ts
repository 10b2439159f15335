import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LMIA_UPLOAD_MAX_BYTES,
  lmiaQuarterListSchema,
  lmiaUploadQuerySchema,
  lmiaUploadResponseSchema,
} from '../../../../shared/schemas/admin';
import { requireAdmin } from '../../admin-auth/guards';
import { listLmiaQuarters, uploadLmiaQuarter } from './quarters-service';

/**
 * The content types a quarter's file may come as: the body is the file itself, not a form, so no multipart
 * reader is needed (docs/product.md#lmia-data).
 */
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The console's LMIA data section (docs/product.md#lmia-data): administrators only. */
export const lmiaQuarterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Registered in this plugin only: no other route takes a raw file.
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: LMIA_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/api/admin/lmia-quarters',
    { onRequest: requireAdmin, schema: { response: { 200: lmiaQuarterListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listLmiaQuarters(deps);
    },
  );

  app.post(
    '/api/admin/lmia-quarters',
    {
      onRequest: requireAdmin,
      bodyLimit: LMIA_UPLOAD_MAX_BYTES,
      schema: { querystring: lmiaUploadQuerySchema, response: { 200: lmiaUploadResponseSchema } },
    },
    async (request) =>
      uploadLmiaQuarter(deps, { admin: request.admin!, ip: request.ip }, { body: request.body, fileName: request.query.fileName }),
  );
};
