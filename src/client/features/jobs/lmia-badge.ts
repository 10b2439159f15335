import type { Job } from '../../../shared/schemas/jobs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025Q1' → 'Jan–Mar 2025'; anything else is shown as it came. */
export function formatQuarter(quarter: string): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter.trim());
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  return `${MONTHS[first]}–${MONTHS[first + 2]} ${match[1]}`;
}

export const positionsText = (count: number) => `${count.toLocaleString('en-CA')} ${count === 1 ? 'position' : 'positions'}`;

/** 'Positive LMIA · Jan–Mar 2025 · 4 positions', leaving out what the job does not say. */
export function lmiaBadgeText(job: Pick<Job, 'lmiaQuarter' | 'approvedPositions'>): string {
  const parts = ['Positive LMIA'];
  if (job.lmiaQuarter) parts.push(formatQuarter(job.lmiaQuarter));
  if (job.approvedPositions !== null && job.approvedPositions > 0) parts.push(positionsText(job.approvedPositions));
  return parts.join(' · ');
}
