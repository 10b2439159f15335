import { useStats } from '../../../lib/public-stats';
import { formatCount } from '../../../lib/format-number';

/**
 * What a member sees of the job funnel (docs/product.md#job-funnel): how many open postings the feeds brought,
 * and only when there are some. The funnel's status and controls are the admin console's.
 */
export function OpenPostingsNote() {
  const openPostings = useStats().data?.openPostings ?? 0;
  if (openPostings === 0) return null;
  return (
    <p className="rounded-xl border border-gray-200 bg-white p-5 text-sm text-gray-800">
      <strong>{formatCount(openPostings)}</strong> open {openPostings === 1 ? 'posting' : 'postings'} from job feeds are in the list beside
      the LMIA approvals.
    </p>
  );
}
