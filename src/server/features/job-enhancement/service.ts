import { JOB_ENHANCEMENT_MESSAGES } from '../../../shared/messages';
import type { JobEnhancement, JobEnhancementRequest } from '../../../shared/schemas/job-enhancement';
import { JOB_ERROR_CODES } from '../../../shared/error-codes';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { getJob } from '../jobs/service';
import { immigrationGuidanceFor, pathwaysFor, teerOf, timelineFor } from './immigration-pathways';
import { improvementsFor } from './improvements';

/**
 * Advice for one job (docs/product.md#job-enhancement): what to improve in the member's application,
 * and the immigration routes the job's province and occupation open. Built in and deterministic — no
 * model is called, because members plan their lives on these facts.
 */
export async function enhanceJob(deps: Deps, request: JobEnhancementRequest): Promise<Omit<JobEnhancement, 'success'>> {
  const job = await getJob(deps, request.jobId).catch((error: unknown) => {
    if (error instanceof AppError && error.errorCode === JOB_ERROR_CODES.jobNotFound) {
      throw new AppError(404, JOB_ERROR_CODES.jobNotFound, JOB_ENHANCEMENT_MESSAGES.jobNotFound);
    }
    throw error;
  });
  return {
    improvements: improvementsFor(job, { userProfile: request.userProfile, resumeData: request.resumeData }),
    immigrationGuidance: immigrationGuidanceFor(job),
    pathways: pathwaysFor(job),
    timeline: timelineFor(job),
    job: { id: job.id, title: job.title, company: job.company, province: job.province, nocCode: job.nocCode, teer: teerOf(job) },
  };
}
