import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobEnhancement, jobEnhancementRequestSchema } from '../../../../shared/schemas/job-enhancement';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';

/** The body as sent; the server fills the schema's defaults. */
export type JobEnhancementInput = z.input<typeof jobEnhancementRequestSchema>;

/** POST /api/ai/update-job-info (members only): advice for one job (docs/product.md#job-enhancement). */
export function enhanceJob(body: JobEnhancementInput): Promise<JobEnhancement> {
  return apiRequest('POST', '/api/ai/update-job-info', { contract: 'jobEnhancement', body });
}

/** Nothing is cached: each answer depends on the profile sent with it. */
export function useEnhanceJob({ mutationConfig }: { mutationConfig?: MutationConfig<typeof enhanceJob> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: enhanceJob });
}
