import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE } from '../../../../shared/constants';
import type { JobListItem } from '../../../../shared/schemas/jobs';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useAuthStatus } from '../../../lib/auth/get-auth-status';
import { effectiveSort, jobsApiPath, type JobFilters } from '../job-filters';

/** Every job query key starts with this, so one prefix reaches the lists, a detail and the samples. */
export const JOBS_QUERY_ROOT = '/api/jobs';

export interface JobsPage {
  /** A member's full jobs, or a visitor's teasers (docs/product.md#a-look-before-paying). */
  jobs: JobListItem[];
  /** All jobs matching the filters (X-Total-Count), not only this page's. */
  total: number;
  page: number;
  pageSize: number;
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = Number(headers.get(name) ?? Number.NaN);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** GET /api/jobs with paging and sorting (docs/product.md#job-search): one page of jobs and the paging headers. */
export async function getJobs(filters: JobFilters, signal?: AbortSignal): Promise<JobsPage> {
  const pageSize = JOBS_PAGE_SIZE.default;
  const { data, headers } = await apiRequestWithHeaders('GET', jobsApiPath(filters, pageSize), { contract: 'jobSearchResult', signal });
  const page = headerNumber(headers, 'X-Page') ?? filters.page;
  return {
    jobs: data,
    total: headerNumber(headers, 'X-Total-Count') ?? (page - 1) * pageSize + data.length,
    page,
    pageSize: headerNumber(headers, 'X-Page-Size') ?? pageSize,
  };
}

export function getJobsQueryOptions(filters: JobFilters, member: boolean) {
  // The key names every filter (and the sort in effect), so each page of each search is cached on its own.
  const key = {
    search: filters.search.trim(),
    province: filters.province ?? null,
    category: filters.category ?? null,
    lmiaOnly: filters.lmiaOnly,
    teer: filters.teer ?? null,
    stream: filters.stream.trim(),
    quarter: filters.quarter,
    employer: filters.employer.trim(),
    city: filters.city.trim(),
    radius: filters.radius,
    page: filters.page,
    sort: effectiveSort(filters),
    // Who asks: a visitor's teasers are not shown to the member they became.
    member,
  };
  return queryOptions({
    queryKey: [JOBS_QUERY_ROOT, 'list', key] as const,
    queryFn: ({ signal }) => getJobs(filters, signal),
    // While the next page or search loads, the last one stays on screen (dimmed) instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(filters: JobFilters) {
  const status = useAuthStatus();
  return useQuery({ ...getJobsQueryOptions(filters, status.data?.isPaidMember === true), enabled: !status.isPending });
}
