import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MESSAGES as M } from '../../../shared/messages';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import {
  convertResumeRequestSchema,
  convertResumeResponseSchema,
  documentDetailSchema,
  documentIdParamsSchema,
  documentListSchema,
  documentResponseSchema,
  generateCoverLetterRequestSchema,
  generatePersonalStatementRequestSchema,
  generateResumeRequestSchema,
  parseAndConvertRequestSchema,
  parseAndConvertResponseSchema,
  parseResumeRequestSchema,
  parseResumeResponseSchema,
  resumeTemplatesRequestSchema,
  resumeTemplatesResponseSchema,
} from '../../../shared/schemas/documents';
import { HOUR_MS } from '../../lib/dates';
import { requireMember, sessionKey } from '../auth/guards';
import {
  convertResume,
  deleteDocument,
  generateCoverLetter,
  generatePersonalStatement,
  generateResume,
  getDocument,
  listDocuments,
  parseAndConvert,
  parseResume,
  resumeInAllTemplates,
} from './service';

/**
 * Writing and parsing cost the most (a model's tokens when AI_API_KEY is set): each route allows a signed-in
 * browser 30 calls an hour (docs/product.md#documents). The key is the session token's hash, as for the job
 * search, so no token reaches the rate-limit store.
 */
export const DOCUMENT_GENERATIONS_PER_SESSION = { max: 30, timeWindow: HOUR_MS };
const generationKey = (request: FastifyRequest) => {
  const session = sessionKey(request);
  return session ? `documents:session:${session}` : `documents:ip:${request.ip}`;
};
const generation = { rateLimit: { ...DOCUMENT_GENERATIONS_PER_SESSION, keyGenerator: generationKey } };

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/ai/resume',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: generateResumeRequestSchema, response: { 200: documentResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await generateResume(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/cover-letter',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: generateCoverLetterRequestSchema, response: { 200: documentResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await generateCoverLetter(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/personal-statement',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: generatePersonalStatementRequestSchema, response: { 200: documentResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await generatePersonalStatement(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/parse-resume',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: parseResumeRequestSchema, response: { 200: parseResumeResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await parseResume(deps, request.body)) }),
  );

  app.post(
    '/api/ai/convert-resume',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: convertResumeRequestSchema, response: { 200: convertResumeResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await convertResume(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/resume-templates',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: resumeTemplatesRequestSchema, response: { 200: resumeTemplatesResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await resumeInAllTemplates(deps, request.body)) }),
  );

  app.post(
    '/api/ai/parse-and-convert',
    {
      config: generation,
      preHandler: requireMember,
      schema: { body: parseAndConvertRequestSchema, response: { 200: parseAndConvertResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await parseAndConvert(deps, request.user!.id, request.body)) }),
  );

  app.get('/api/documents', { preHandler: requireMember, schema: { response: { 200: documentListSchema } } }, async (request) => ({
    success: true as const,
    documents: await listDocuments(deps, request.user!.id),
  }));

  app.get(
    '/api/documents/:id',
    { preHandler: requireMember, schema: { params: documentIdParamsSchema, response: { 200: documentDetailSchema } } },
    async (request) => ({ success: true as const, document: await getDocument(deps, request.user!.id, request.params.id) }),
  );

  app.delete(
    '/api/documents/:id',
    { preHandler: requireMember, schema: { params: documentIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteDocument(deps, request.user!.id, request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
