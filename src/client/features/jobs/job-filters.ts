import {
  ALL_CATEGORIES,
  ALL_PROVINCES,
  DEFAULT_RADIUS_KM,
  JOB_CATEGORIES,
  JOB_RADII_KM,
  JOB_SORT_ALIASES,
  JOB_SORTS,
  JOBS_PAGE_SIZE,
  PROVINCES,
  SEARCH_MAX_LENGTH,
  type JobCategory,
  type JobRadiusKm,
  type Province,
} from '../../../shared/constants';
import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';

export type JobSort = (typeof JOB_SORTS)[number];

/** What the /jobs page filters by; the URL is its one source of truth. */
export interface JobFilters {
  search: string;
  province: Province | undefined;
  category: JobCategory | undefined;
  lmiaOnly: boolean;
  /** TEER 0–5 of the job's NOC. */
  teer: number | undefined;
  /** A program stream as the data writes it ('High Wage'); the choices come from GET /api/jobs/filters. */
  stream: string;
  /** '2025Q1'. */
  quarter: string;
  /** An employer page id or part of a company name. */
  employer: string;
  /** A city as the cities list writes it, 'Brampton, ON'; with `radius` km around it. */
  city: string;
  radius: JobRadiusKm;
  page: number;
  /** Chosen by the person; undefined means the default of `effectiveSort`. */
  sort: JobSort | undefined;
}

export const EMPTY_FILTERS: JobFilters = {
  search: '',
  province: undefined,
  category: undefined,
  lmiaOnly: false,
  teer: undefined,
  stream: '',
  quarter: '',
  employer: '',
  city: '',
  radius: DEFAULT_RADIUS_KM,
  page: 1,
  sort: undefined,
};

/** Free-text filters are cut to what the API accepts, so a long pasted link cannot earn a 400. */
const TEXT_LIMITS = { stream: 120, employer: 200, city: 100 } as const;
const textParam = (params: URLSearchParams, name: keyof typeof TEXT_LIMITS) => (params.get(name) ?? '').trim().slice(0, TEXT_LIMITS[name]);
const isRadius = (value: number): value is JobRadiusKm => (JOB_RADII_KM as readonly number[]).includes(value);

const MAX_PAGE = 10_000;

const isProvince = (value: string | null): value is Province => (PROVINCES as readonly string[]).includes(value ?? '');
const isCategory = (value: string | null): value is JobCategory => (JOB_CATEGORIES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is JobSort => (JOB_SORTS as readonly string[]).includes(value ?? '');

/** Reads the filters from the URL; unknown values ('All Provinces', junk, a page of 'abc') fall back to none. */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const province = params.get('province');
  const category = params.get('category');
  const sortText = params.get('sort');
  const sort = sortText !== null && Object.hasOwn(JOB_SORT_ALIASES, sortText) ? (JOB_SORT_ALIASES[sortText] ?? null) : sortText;
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
  const teerText = params.get('teer') ?? '';
  const quarterText = params.get('quarter') ?? '';
  const radius = Number(params.get('radius'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    province: isProvince(province) ? province : undefined,
    category: isCategory(category) ? category : undefined,
    lmiaOnly: params.get('lmiaOnly') === 'true',
    teer: /^[0-5]$/.test(teerText) ? Number(teerText) : undefined,
    stream: textParam(params, 'stream'),
    quarter: /^\d{4}Q[1-4]$/.test(quarterText) ? quarterText : '',
    employer: textParam(params, 'employer'),
    city: textParam(params, 'city'),
    radius: isRadius(radius) ? radius : DEFAULT_RADIUS_KM,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: isSort(sort) ? sort : undefined,
  };
}

/** The sort the list is in: best match when searching, else newest (as the API defaults). */
export function effectiveSort({ search, sort }: Pick<JobFilters, 'search' | 'sort'>): JobSort {
  const searching = search.trim() !== '';
  if (sort === 'relevance' && !searching) return 'newest';
  return sort ?? (searching ? 'relevance' : 'newest');
}

/**
 * The filters as query parameters, for the page's URL and the API alike. Empty and "all" values are
 * left out (docs/product.md#job-search); so are page 1 and the default sort, to keep shared links short.
 */
export function toSearchParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.province && (filters.province as string) !== ALL_PROVINCES) params.set('province', filters.province);
  if (filters.category && (filters.category as string) !== ALL_CATEGORIES) params.set('category', filters.category);
  if (filters.lmiaOnly) params.set('lmiaOnly', 'true');
  if (filters.teer !== undefined) params.set('teer', String(filters.teer));
  for (const name of ['stream', 'quarter', 'employer', 'city'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  // The radius means something only around a city; the default is left out of the URL.
  if (filters.city.trim() && filters.radius !== DEFAULT_RADIUS_KM) params.set('radius', String(filters.radius));
  if (filters.page > 1) params.set('page', String(filters.page));
  const sort = effectiveSort(filters);
  if (filters.sort && sort === filters.sort && sort !== effectiveSort({ search: filters.search, sort: undefined }))
    params.set('sort', sort);
  return params;
}

/** GET /api/jobs?… for these filters, with the page size and the sort always explicit. */
export function jobsApiPath(filters: JobFilters, pageSize: number = JOBS_PAGE_SIZE.default): string {
  const params = toSearchParams(filters);
  params.set('pageSize', String(pageSize));
  params.set('sort', effectiveSort(filters));
  if (!params.has('page')) params.set('page', '1');
  return `/api/jobs?${params.toString()}`;
}

/** A filter changed: back to the first page (the old page number means nothing for the new list). */
export function withFilter(filters: JobFilters, change: Partial<Omit<JobFilters, 'page'>>): JobFilters {
  return { ...filters, ...change, page: 1 };
}

export const hasActiveFilters = (filters: JobFilters) =>
  filters.search.trim() !== '' ||
  filters.province !== undefined ||
  filters.category !== undefined ||
  filters.lmiaOnly ||
  hasDetailFilters(filters);

/** The filters a job alert does not keep (shared jobDetailFilterFields). */
export const hasDetailFilters = (filters: JobFilters) =>
  filters.teer !== undefined || [filters.stream, filters.quarter, filters.employer, filters.city].some((value) => value.trim() !== '');

export const SORT_LABELS: Readonly<Record<JobSort, string>> = localized({
  relevance: m.jobs_sort_relevance,
  newest: m.jobs_sort_newest,
  'newest-quarter': m.jobs_sort_newest_quarter,
});

/** The sort choices offered: 'Best match' only while there is something to match. */
export function sortChoices(search: string): JobSort[] {
  return JOB_SORTS.filter((sort) => sort !== 'relevance' || search.trim() !== '');
}
