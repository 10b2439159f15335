import { CircleAlert, SearchX } from 'lucide-react';
import { Suspense, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import type { Job } from '../../../../shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { toUserMessage } from '../../../lib/api-client';
import { lazyComponent, preloadComponents } from '../../../lib/lazy-component';
import { useJobs } from '../api/get-jobs';
import { applyPath } from '../apply-job';
import { useJobFilters } from '../hooks/use-job-filters';
import { isFullJob } from '../job-view';
import { SHEET_OVER_JOBS, sheetOverPath } from '../../../components/layout/page-key';
import { EMPTY_FILTERS, SORT_LABELS, effectiveSort, sortChoices, withFilter, type JobFilters, type JobSort } from '../job-filters';
import { pageCount } from '../pagination';
import { jobCountText } from '../stats-view';
import { CategoryChips } from './category-chips';
import { FiltersPanel } from './filters-panel';
import { JobCard, JobCardSkeleton } from './job-card';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const SKELETON_CARDS = 6;

// The job's sheet (a Radix dialog, the LMIA history, the regulated-occupation notes) is a chunk of its own: the list
// starts without it, and a pointer or the keyboard reaching the results fetches it before the first Details press
// (docs/decisions/054-member-pages-start-small.md).
const JobDetailPanel = lazyComponent(() => import('./job-detail-panel').then((module) => module.JobDetailPanel));
const preloadPanel = () => preloadComponents(JobDetailPanel);

/**
 * /jobs below the header: filters, search, chips, count and sort, the cards, paging (docs/product.md#job-search).
 * `jobAction` lets the page put its own control on each member's card (the Save, docs/product.md#applications-page).
 * `openJobId` is the job whose sheet is open (/jobs/:id opened from the list, docs/product.md#job-page).
 * `onApply` runs as Apply opens the writer (the page tracks the job, docs/product.md#apply); `searchAction`
 * sits beside the count (the member's "Save this search").
 */
export function JobsBrowser({
  jobAction,
  openJobId = null,
  onApply,
  searchAction,
}: {
  jobAction?: (job: Job) => ReactNode;
  openJobId?: number | null;
  onApply?: (job: Job) => void;
  searchAction?: ReactNode;
} = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { filters, setFilters } = useJobFilters();
  const jobs = useJobs(filters);
  const resultsRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // Mounted from the first job opened on: it stays for its closing animation and to give focus back.
  const [panelMounted, setPanelMounted] = useState(openJobId !== null);
  if (openJobId !== null && !panelMounted) setPanelMounted(true);
  // The sheet has its own address, /jobs/:id with the list's filters kept in the query: Back (Android's
  // button too) closes it and leaves the filters as they were.
  const openJob = (id: number) => void navigate(`/jobs/${id}${location.search}`, { state: SHEET_OVER_JOBS });
  const closeJob = () => {
    if (sheetOverPath(location)) void navigate(-1);
    else void navigate(`/jobs${location.search}`, { replace: true });
  };

  const change = (next: Partial<Omit<JobFilters, 'page'>>, options?: { replace?: boolean }) =>
    setFilters(withFilter(filters, next), options);
  const clearAll = () => setFilters(EMPTY_FILTERS);
  const goToPage = (page: number) => {
    setFilters({ ...filters, page });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  };
  const apply = (job: Job) => {
    const path = applyPath(job.id);
    if (!path) return;
    onApply?.(job);
    void navigate(path);
  };

  const sort = effectiveSort(filters);
  // The answer renders in a second, deferred pass: a query's answer arrives through useSyncExternalStore, whose
  // updates React renders at once in one task: the cards were the longest task of a visitor's /jobs (about
  // 190 ms with the CPU slowed 4×). Deferred, React renders them in slices and yields to the browser in between (docs/decisions/053-public-pages-start-in-slices.md).
  const data = useDeferredValue(jobs.data);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-8">
      <FiltersPanel filters={filters} onChange={(next) => change(next)} onClear={clearAll} />

      <section
        ref={resultsRef}
        aria-labelledby="jobs-results-title"
        className="grid min-w-0 content-start gap-4"
        onPointerOver={preloadPanel}
        onFocus={preloadPanel}
      >
        <h2 id="jobs-results-title" className="sr-only">
          {m.jobs_results_heading()}
        </h2>
        <SearchBox value={filters.search} onCommit={(search) => change({ search }, { replace: true })} />
        <CategoryChips value={filters.category} onChange={(category) => change({ category })} />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm font-semibold text-gray-900">
              {data ? jobCountText(data.total) : jobs.isError ? '' : m.jobs_loading()}
            </p>
            {searchAction}
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="jobs-sort" className="text-sm text-gray-700">
              {m.jobs_sort_label()}
            </label>
            <select
              id="jobs-sort"
              value={sort}
              onChange={(event) => change({ sort: event.target.value as JobSort })}
              className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30"
            >
              {sortChoices(filters.search).map((choice) => (
                <option key={choice} value={choice}>
                  {SORT_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {jobs.isError && !data ? (
          <LoadError error={jobs.error} />
        ) : !data ? (
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <JobCardSkeleton key={index} />
            ))}
          </div>
        ) : data.jobs.length === 0 ? (
          filters.page > 1 && data.total > 0 ? (
            <EmptyState title={m.jobs_past_last_page()} onAction={() => goToPage(1)} action={m.jobs_go_to_first_page()} />
          ) : (
            <EmptyState
              title={m.jobs_none_found()}
              text={m.jobs_none_found_hint()}
              onAction={clearAll}
              action={m.jobs_clear_all_filters()}
            />
          )
        ) : (
          <>
            <div
              aria-busy={jobs.isPlaceholderData}
              className={`grid gap-4 transition-opacity md:grid-cols-2 ${jobs.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.jobs.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  onApply={apply}
                  extra={isFullJob(job) ? jobAction?.(job) : undefined}
                  onDetails={(chosen, opener) => {
                    openerRef.current = opener;
                    openJob(chosen.id);
                  }}
                />
              ))}
            </div>
            <Pagination page={filters.page} pages={pageCount(data.total, data.pageSize)} onPage={goToPage} />
          </>
        )}
      </section>

      {panelMounted && (
        // Nothing to show while its chunk loads: the sheet opens when it is here.
        <Suspense fallback={null}>
          <JobDetailPanel
            jobId={openJobId}
            listed={jobs.data?.jobs.find((job) => job.id === openJobId)}
            onClose={closeJob}
            onApply={apply}
            onCloseAutoFocus={(event) => {
              // Back to the card's Details button (the panel has no trigger of its own).
              event.preventDefault();
              openerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function EmptyState({ title, text, action, onAction }: { title: string; text?: string; action: string; onAction: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-gray-400" />
      <h3 className="mt-3 text-lg font-semibold text-gray-900">{title}</h3>
      {text && <p className="mt-1 max-w-md text-gray-700">{text}</p>}
      <Button variant="outline" className="mt-5" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

function LoadError({ error }: { error: Error }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-4 py-12 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
      <h3 className="mt-3 text-lg font-semibold text-gray-900">{m.jobs_load_error_title()}</h3>
      <p className="mt-1 max-w-md text-gray-700">{toUserMessage(error)}</p>
      <Button className="mt-5" onClick={() => window.location.reload()}>
        {m.jobs_reload_page()}
      </Button>
    </div>
  );
}
