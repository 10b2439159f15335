import type { JobFilters } from '../job-filters';
import { EmployerPanel } from './employer-panel';
import { JobAlertBox } from './job-alert-box';
import { JobEnhancementPanel } from './job-enhancement-panel';
import { OpenPostingsNote } from './open-postings-note';

/**
 * What a member has under the list: the job-enhancement tool, the job alert and the funnel's note. Its own chunk,
 * loaded only for a member: visitors, most of those who open /jobs, never download these forms or the zod
 * schemas they validate with (docs/decisions/048-zod-off-the-first-visit.md).
 */
export function MemberJobTools({ filters }: { filters: JobFilters }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 md:grid-cols-2 xl:grid-cols-3">
      <JobEnhancementPanel filters={filters} className="md:col-span-2" />
      <JobAlertBox filters={filters} />
      <OpenPostingsNote />
      <EmployerPanel />
    </div>
  );
}
