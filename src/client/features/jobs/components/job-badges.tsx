import { BadgeCheck, Clock } from 'lucide-react';
import type { Job } from '../../../../shared/schemas/jobs';
import { lmiaBadgeText } from '../lmia-badge';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** 'Positive LMIA · Jan–Mar 2025 · 4 positions'. */
export function LmiaBadge({ job }: { job: Pick<Job, 'lmiaQuarter' | 'approvedPositions'> }) {
  return (
    <span className={`${BADGE} bg-green-50 text-green-800 ring-1 ring-green-200`}>
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {lmiaBadgeText(job)}
    </span>
  );
}

export function UrgentBadge({ reason }: { reason: string | null }) {
  return (
    <span className={`${BADGE} bg-red-50 text-red-800 ring-1 ring-red-200`}>
      <Clock aria-hidden="true" className="size-3.5" />
      {reason ? `Urgent · ${reason}` : 'Urgent'}
    </span>
  );
}
