import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MESSAGES as M } from '../../../shared/messages';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import {
  convertResumeRequestSchema,
  convertResumeResponseSchema,
  documentDetailSchema,
  documentEngineSchema,
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
import { requireMember } from '../auth/guards';
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
 * Writing and parsing cost the most (a model's tokens when AI_API_KEY is set): together, all the writing
 * and parsing routes allow one member 30 calls an hour (docs/product.md#documents). One limiter shared by
 * the routes keeps one count per member, whichever tool they use; it runs after requireMember, so the
 * key is the member's id.
 */
export const DOCUMENT_GENERATIONS_PER_MEMBER = { max: 30, timeWindow: HOUR_MS };

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const generationLimit = app.rateLimit({
    ...DOCUMENT_GENERATIONS_PER_MEMBER,
    keyGenerator: (request: FastifyRequest) => `documents:member:${request.user!.id}`,
  });
  const generation = { preHandler: [requireMember, generationLimit] };

  app.get('/api/ai/engine', { schema: { response: { 200: documentEngineSchema } } }, async () => ({
    success: true as const,
    kind: deps.documents.kind,
    writerName: deps.documents.writerName,
  }));

  app.post(
    '/api/ai/resume',
    {
      ...generation,
      schema: { body: generateResumeRequestSchema, response: { 200: documentResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await generateResume(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/cover-letter',
    {
      ...generation,
      schema: { body: generateCoverLetterRequestSchema, response: { 200: documentResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await generateCoverLetter(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/personal-statement',
    {
      ...generation,
      schema: { body: generatePersonalStatementRequestSchema, response: { 200: documentResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await generatePersonalStatement(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/parse-resume',
    {
      ...generation,
      schema: { body: parseResumeRequestSchema, response: { 200: parseResumeResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await parseResume(deps, request.body)) }),
  );

  app.post(
    '/api/ai/convert-resume',
    {
      ...generation,
      schema: { body: convertResumeRequestSchema, response: { 200: convertResumeResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await convertResume(deps, request.user!.id, request.body)) }),
  );

  app.post(
    '/api/ai/resume-templates',
    {
      ...generation,
      schema: { body: resumeTemplatesRequestSchema, response: { 200: resumeTemplatesResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await resumeInAllTemplates(deps, request.body)) }),
  );

  app.post(
    '/api/ai/parse-and-convert',
    {
      ...generation,
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
