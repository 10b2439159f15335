import { lazy, Suspense } from 'react';
import { useLocation, useParams } from '../lib/router';
import { PageMeta } from '../components/layout/page-meta';
import { PageHeader } from '../components/layout/page-header';
import { sheetOverPath } from '../components/layout/page-key';
import { SaveJobButton, useTrackApplied, useTrackedJobs } from '../features/applications/components/save-job-button';
import { useHydrated } from '../hooks/use-hydrated';
import { useAuthStatus } from '../lib/auth/get-auth-status';
import { parseJobId } from '../features/jobs/apply-job';
import { EmployerPanel } from '../features/jobs/components/employer-panel';
import { JobsBrowser } from '../features/jobs/components/jobs-browser';
import { MembershipOffer } from '../features/jobs/components/membership-offer';
import { useJobFilters } from '../features/jobs/hooks/use-job-filters';
import { JobsStats } from '../features/jobs/components/jobs-stats';
import { lazyComponent } from '../lib/lazy-component';
import { RichText } from '../lib/rich-text';
import { m } from '../../shared/i18n/paraglide/messages.js';

const MemberJobTools = lazy(() =>
  import('../features/jobs/components/member-job-tools').then((module) => ({ default: module.MemberJobTools })),
);

// A job's own page (a shared link, docs/product.md#job-page) and the member's "Save this search" are chunks of their
// own: the list starts without them (docs/decisions/054-member-pages-start-small.md).
const JobPage = lazyComponent(() => import('../features/jobs/components/job-page').then((module) => module.JobPage));
const SaveSearchButton = lazyComponent(() =>
  import('../features/jobs/components/save-search-button').then((module) => module.SaveSearchButton),
);

/**
 * /jobs and /jobs/:id (docs/product.md#job-search, #job-page). Everyone may search: a member sees full jobs
 * and the member tools, anyone else the listings without the employer and what membership adds. /jobs/:id
 * opened from the list is the list with that job's sheet; opened directly, the job's own page.
 */
export function JobsPage() {
  const { id } = useParams();
  const location = useLocation();
  const trackApplied = useTrackApplied();
  if (id !== undefined && !sheetOverPath(location)) return <JobPage idText={id} onApply={trackApplied} />;
  return <JobsList openJobId={id === undefined ? null : (parseJobId(id) ?? null)} />;
}

function JobsList({ openJobId }: { openJobId: number | null }) {
  const { filters } = useJobFilters();
  const status = useAuthStatus();
  // Who is asking is known only after hydration: the pre-rendered HTML knows no one, and hydration must meet
  // it exactly even when the header's status call answers before this part of the page hydrates.
  const hydrated = useHydrated();
  const known = hydrated && !status.isPending;
  const member = known && status.data?.isPaidMember === true;
  const tracked = useTrackedJobs();
  const trackApplied = useTrackApplied();
  return (
    <>
      <PageMeta title={m.jobs_page_title()} description={m.jobs_page_description()} />
      {/* The subtitle says once for the page what the listings are (docs/product.md#job-search). */}
      <PageHeader title={m.jobs_page_title()} subtitle={m.jobs_page_subtitle()}>
        <JobsStats />
      </PageHeader>
      {/* Its place is kept while who is asking is not yet known (most who load /jobs are visitors), so the
          list below does not move when it shows; a member's page drops it. */}
      {member ? null : (
        <p
          className={`mx-auto max-w-7xl px-4 pt-4 text-sm text-gray-700 sm:px-6 ${known ? '' : 'invisible'}`}
          aria-hidden={known ? undefined : true}
        >
          <RichText
            text={m.jobs_preview_note()}
            tags={{
              offer: (words) => (
                <a href="#membership-offer-title" className="font-medium text-blue-700 underline underline-offset-2">
                  {words}
                </a>
              ),
            }}
          />
        </p>
      )}
      <JobsBrowser
        openJobId={openJobId}
        onApply={member ? trackApplied : undefined}
        searchAction={
          member ? (
            <Suspense fallback={null}>
              <SaveSearchButton filters={filters} />
            </Suspense>
          ) : undefined
        }
        jobAction={member ? (job) => <SaveJobButton jobId={job.id} jobTitle={job.title} tracked={tracked} /> : undefined}
      />
      {!known ? null : member ? (
        // Below the list: nothing to hold its place while its chunk loads.
        <Suspense fallback={null}>
          <MemberJobTools filters={filters} />
        </Suspense>
      ) : (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 md:grid-cols-2">
          <MembershipOffer />
          <EmployerPanel />
        </div>
      )}
    </>
  );
}
