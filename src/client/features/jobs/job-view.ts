import type { Job, JobDetail, JobListItem, JobTeaser } from '../../../shared/schemas/jobs';

/**
 * A member's full job or a visitor's teaser (docs/product.md#a-look-before-paying): the teaser has no
 * employer, so the employer's name tells them apart.
 */
export function isFullJob(job: JobListItem | JobDetail): job is Job {
  return 'company' in job;
}

export function isJobDetail(job: JobDetail | JobTeaser): job is JobDetail {
  return 'lmiaHistory' in job;
}

/** '63200 (TEER 3)', the NOC code alone without a TEER, or null. */
export function nocText({ nocCode, teer }: Pick<JobTeaser, 'nocCode' | 'teer'>): string | null {
  if (!nocCode) return null;
  return teer === null ? nocCode : `${nocCode} (TEER ${teer})`;
}

/** The wa.me link that shares a job: its title and its page's address, as WhatsApp's composer takes them. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} — ${url}`)}`;
}

/** The job's own page, for sharing: `origin` is the site's address as the browser sees it. */
export const jobPageUrl = (origin: string, id: number) => `${origin}/jobs/${id}`;
