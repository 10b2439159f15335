import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseResumeRequestSchema } from '../../../shared/schemas/documents';
import {
  importProfileResponseSchema,
  memberProfileResponseSchema,
  saveDraftRequestSchema,
  saveProfileRequestSchema,
} from '../../../shared/schemas/profile';
import { HOUR_MS, MINUTE_MS } from '../../lib/dates';
import { requireMember } from '../auth/guards';
import * as profiles from './service';

/**
 * My profile (docs/product.md#my-profile), for members, like the documents tools it feeds. Importing a CV runs
 * the parser, so it is limited like the documents' writing and parsing calls (30 an hour, counted apart); saving is cheap but autosaved as
 * the member types, so it has its own, roomier limit: 300 saves in 10 minutes is one every two seconds.
 */
export const PROFILE_IMPORTS_PER_MEMBER = { max: 30, timeWindow: HOUR_MS };
export const PROFILE_SAVES_PER_MEMBER = { max: 300, timeWindow: 10 * MINUTE_MS };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const importLimit = app.rateLimit({
    ...PROFILE_IMPORTS_PER_MEMBER,
    keyGenerator: (request: FastifyRequest) => `profile-import:member:${request.user!.id}`,
  });
  const saveLimit = app.rateLimit({
    ...PROFILE_SAVES_PER_MEMBER,
    keyGenerator: (request: FastifyRequest) => `profile-save:member:${request.user!.id}`,
  });
  const member = { preHandler: requireMember };
  const saving = { preHandler: [requireMember, saveLimit] };
  const response = { response: { 200: memberProfileResponseSchema } };

  app.get('/api/profile', { ...member, schema: response }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await profiles.getMemberProfile(deps, request.user!.id)) };
  });

  app.put('/api/profile', { ...saving, schema: { body: saveProfileRequestSchema, ...response } }, async (request) => ({
    success: true as const,
    ...(await profiles.saveMemberProfile(deps, request.user!.id, request.body)),
  }));

  app.delete('/api/profile', { ...member, schema: response }, async (request) => {
    await profiles.deleteMemberProfile(deps, request.user!.id);
    return { success: true as const, ...(await profiles.getMemberProfile(deps, request.user!.id)) };
  });

  app.put('/api/profile/draft', { ...saving, schema: { body: saveDraftRequestSchema, ...response } }, async (request) => ({
    success: true as const,
    ...(await profiles.saveDraft(deps, request.user!.id, request.body)),
  }));

  app.delete('/api/profile/draft', { ...member, schema: response }, async (request) => ({
    success: true as const,
    ...(await profiles.discardDraft(deps, request.user!.id)),
  }));

  app.post(
    '/api/profile/import',
    {
      preHandler: [requireMember, importLimit],
      schema: { body: parseResumeRequestSchema, response: { 200: importProfileResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await profiles.importProfile(deps, request.user!.id, request.body)) }),
  );
};
