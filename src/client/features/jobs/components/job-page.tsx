import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate } from '../../../lib/router';
import { PageMeta } from '../../../components/layout/page-meta';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { useJobView } from '../api/get-job';
import { applyPath, parseJobId } from '../apply-job';
import { isFullJob } from '../job-view';
import { employerPath } from '../employer-links';
import type { Job } from '../../../../shared/schemas/jobs';
import { JobDetailBody, jobSubtitle } from './job-detail-panel';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

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
      <ArrowLeft aria-hidden="true" className="size-4" /> {m.jobs_page_all_jobs()}
    </Link>
  );
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageMeta title={m.jobs_not_found_title()} description={m.jobs_not_found_description()} />
        <SearchX aria-hidden="true" className="mx-auto size-10 text-gray-400" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{m.jobs_not_found_title()}</h1>
        <p className="mt-2 text-gray-700">{m.jobs_not_found_text()}</p>
        <Link to="/jobs" className={buttonClasses({ className: 'mt-6' })}>
          {m.jobs_search_all()}
        </Link>
      </div>
    );
  }
  const shown = job.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title={shown ? shown.title : m.jobs_job_page_title()} description={m.jobs_job_page_description()} />
      {back}
      {job.error ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-gray-800">
          <h1 className="text-lg font-semibold">{m.jobs_not_shown()}</h1>
          <p className="mt-1">{toUserMessage(job.error)}</p>
          <Button className="mt-4" onClick={() => void job.refetch()}>
            {m.jobs_try_again()}
          </Button>
        </div>
      ) : !shown ? (
        <p role="status" className="mt-6 text-gray-600">
          {m.jobs_loading_job()}
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
                {m.jobs_more_about_employer({ company: shown.company })}
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
              {m.jobs_apply()}
            </Button>
          )}
        </article>
      )}
    </div>
  );
}
