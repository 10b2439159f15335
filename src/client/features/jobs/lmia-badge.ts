import type { Job } from '../../../shared/schemas/jobs';
import { formatQuarter } from '../../lib/live-counts';
import { formatCount } from '../../lib/format-number';
import { m } from '../../../shared/i18n/paraglide/messages.js';

export { formatQuarter };

export const positionsText = (count: number) => m.jobs_positions({ count: formatCount(count) });

/** 'Positive LMIA · Jan–Mar 2025 · 4 positions', leaving out what the job does not say. */
export function lmiaBadgeText(job: Pick<Job, 'lmiaQuarter' | 'approvedPositions'>): string {
  const parts: string[] = [m.jobs_badge_positive_lmia()];
  if (job.lmiaQuarter) parts.push(formatQuarter(job.lmiaQuarter));
  if (job.approvedPositions !== null && job.approvedPositions > 0) parts.push(positionsText(job.approvedPositions));
  return parts.join(' · ');
}
