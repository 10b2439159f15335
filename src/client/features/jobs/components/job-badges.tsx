import { BadgeCheck, Clock } from 'lucide-react';
import type { Job } from '../../../../shared/schemas/jobs';
import { lmiaBadgeText } from '../lmia-badge';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

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

/**
 * The job's `isUrgent` flag, named for what it measures: an approval in the newest quarter loaded with at
 * least 5 positions (docs/product.md#lmia-jobs). Nobody told us the employer is in a hurry.
 */
export function NewQuarterBadge() {
  return (
    <span className={`${BADGE} bg-amber-50 text-amber-900 ring-1 ring-amber-200`}>
      <Clock aria-hidden="true" className="size-3.5" />
      {m.jobs_badge_new_quarter()}
    </span>
  );
}
