import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '../../../components/layout/page-meta';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { useJobView } from '../api/get-job';
import { applyPath, parseJobId } from '../apply-job';
import { isFullJob } from '../job-view';
import { employerPath } from '../employer-links';
import type { Job } from '../../../../shared/schemas/jobs';
import { JobDetailBody, jobSubtitle } from './job-detail-panel';

/**
 * A job's own page, /jobs/:id opened directly (a shared link, a reload): the full job for a member, the
 * teaser and the way to join for anyone else, a not-found state for an id that names no job
 * (docs/product.md#job-page).
 */
export function JobPage({ idText, onApply, employerLink }: { idText: string; onApply?: (job: Job) => void; employerLink?: boolean }) {
  const navigate = useNavigate();
  const id = parseJobId(idText);
  const job = useJobView(id);
  const notFound = id === null || (job.error instanceof ApiError && job.error.status === 404);
  const back = (
    <Link to="/jobs" className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline underline-offset-2">
      <ArrowLeft aria-hidden="true" className="size-4" /> All jobs
    </Link>
  );
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageMeta title="Job not found" description="This job is not in the Maple Bridge listings." />
        <SearchX aria-hidden="true" className="mx-auto size-10 text-gray-400" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">Job not found</h1>
        <p className="mt-2 text-gray-700">No listing has this address. It may have been removed when its list was updated.</p>
        <Link to="/jobs" className={buttonClasses({ className: 'mt-6' })}>
          Search all jobs
        </Link>
      </div>
    );
  }
  const shown = job.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta
        title={shown ? shown.title : 'Job'}
        description="An employer approved to hire foreign workers for this occupation and place, from ESDC's positive-LMIA lists."
      />
      {back}
      {job.error ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-gray-800">
          <h1 className="text-lg font-semibold">This job could not be shown</h1>
          <p className="mt-1">{toUserMessage(job.error)}</p>
          <Button className="mt-4" onClick={() => void job.refetch()}>
            Try again
          </Button>
        </div>
      ) : !shown ? (
        <p role="status" className="mt-6 text-gray-600">
          Loading job…
        </p>
      ) : (
        <article className="mt-4">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{shown.title}</h1>
          <p className="mt-1 text-gray-700">{jobSubtitle(shown)}</p>
          <div className="mt-5">
            <JobDetailBody shown={shown} detail={shown} pending={false} error={null} />
          </div>
          {isFullJob(shown) && shown.employerId && employerLink !== false && (
            <p className="mt-4">
              <Link to={employerPath(shown.employerId)} className="font-medium text-blue-700 underline underline-offset-2">
                More about {shown.company}: every approval and how to reach them
              </Link>
            </p>
          )}
          {isFullJob(shown) && applyPath(shown.id) && (
            <Button
              className="mt-6 w-full sm:w-auto"
              onClick={() => {
                onApply?.(shown);
                void navigate(applyPath(shown.id)!);
              }}
            >
              Apply
            </Button>
          )}
        </article>
      )}
    </div>
  );
}
