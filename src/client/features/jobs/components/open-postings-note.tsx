import { useStats } from '../../../lib/public-stats';
import { formatCount } from '../../../lib/format-number';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * What a member sees of the job funnel (docs/product.md#job-funnel): how many open postings the feeds brought,
 * and only when there are some. The funnel's status and controls are the admin console's.
 */
export function OpenPostingsNote() {
  const openPostings = useStats().data?.openPostings ?? 0;
  if (openPostings === 0) return null;
  return (
    <p className="rounded-xl border border-gray-200 bg-white p-5 text-sm text-gray-800">
      <RichText
        text={m.jobs_open_postings_note({ count: formatCount(openPostings) })}
        tags={{ count: (figure) => <strong>{figure}</strong> }}
      />
    </p>
  );
}
