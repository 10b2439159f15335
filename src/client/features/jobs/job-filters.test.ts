import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  effectiveSort,
  hasActiveFilters,
  hasDetailFilters,
  jobsApiPath,
  parseJobFilters,
  sortChoices,
  toSearchParams,
  withFilter,
} from './job-filters';

const parse = (query: string) => parseJobFilters(new URLSearchParams(query));

describe('parseJobFilters', () => {
  it('reads every filter the hero search and the page write', () => {
    expect(parse('search=cook&province=Ontario&category=Hospitality&lmiaOnly=true&page=3&sort=newest-quarter')).toEqual({
      ...EMPTY_FILTERS,
      search: 'cook',
      province: 'Ontario',
      category: 'Hospitality',
      lmiaOnly: true,
      page: 3,
      sort: 'newest-quarter',
    });
  });

  it('reads a province with an ampersand as the landing page encodes it', () => {
    expect(parse('province=Newfoundland+%26+Labrador').province).toBe('Newfoundland & Labrador');
  });

  it("ignores 'All' values, junk and out-of-range pages", () => {
    expect(parse('province=All+Provinces&category=All+Categories&lmiaOnly=yes&page=abc&sort=cheapest')).toEqual(EMPTY_FILTERS);
    expect(parse('province=Atlantis&category=Piracy').province).toBeUndefined();
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999').page).toBe(1);
    expect(parse('search=%20%20').search).toBe('');
    // The salary sorts are gone while the data holds no salaries.
    expect(parse('sort=salary-high').sort).toBeUndefined();
  });

  it("reads the old 'urgent' sort of shared links as the newest-quarter sort", () => {
    expect(parse('sort=urgent').sort).toBe('newest-quarter');
  });
});

describe('toSearchParams', () => {
  it('omits empty and default values', () => {
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_FILTERS, search: '  ', page: 1, sort: 'newest' }).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_FILTERS, search: 'cook', sort: 'relevance' }).toString()).toBe('search=cook');
  });

  it('never writes the "All" choices', () => {
    const all = { ...EMPTY_FILTERS, province: 'All Provinces', category: 'All Categories' } as unknown as typeof EMPTY_FILTERS;
    expect(toSearchParams(all).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { ...EMPTY_FILTERS, search: 'cook', province: 'Ontario', lmiaOnly: true, page: 2, sort: 'newest-quarter' } as const;
    const query = toSearchParams(filters).toString();
    expect(query).toBe('search=cook&province=Ontario&lmiaOnly=true&page=2&sort=newest-quarter');
    expect(parse(query)).toEqual(filters);
  });

  it('round-trips TEER, stream, quarter, employer and a city with its radius', () => {
    const filters = {
      ...EMPTY_FILTERS,
      teer: 0,
      stream: 'High Wage',
      quarter: '2025Q1',
      employer: 'on-maple-leaf-foods',
      city: 'Brampton, ON',
      radius: 100,
    } as const;
    const query = toSearchParams(filters).toString();
    expect(query).toBe('teer=0&stream=High+Wage&quarter=2025Q1&employer=on-maple-leaf-foods&city=Brampton%2C+ON&radius=100');
    expect(parse(query)).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasDetailFilters({ ...EMPTY_FILTERS, city: 'Brampton' })).toBe(true);
  });

  it('drops bad TEER, quarter and radius values and the radius without a city', () => {
    expect(parse('teer=6&quarter=2025Q9&radius=30')).toEqual(EMPTY_FILTERS);
    expect(parse('teer=x&quarter=last&radius=-1')).toEqual(EMPTY_FILTERS);
    expect(toSearchParams({ ...EMPTY_FILTERS, radius: 250 }).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_FILTERS, city: 'Regina', radius: 50 }).toString()).toBe('city=Regina');
  });
});

describe('sorting', () => {
  it('defaults to best match when searching, else newest', () => {
    expect(effectiveSort({ search: 'cook', sort: undefined })).toBe('relevance');
    expect(effectiveSort({ search: '', sort: undefined })).toBe('newest');
    expect(effectiveSort({ search: '', sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ search: '', sort: 'newest-quarter' })).toBe('newest-quarter');
  });

  it("offers 'Best match' only while searching", () => {
    expect(sortChoices('')).toEqual(['newest', 'newest-quarter']);
    expect(sortChoices('cook')[0]).toBe('relevance');
  });
});

describe('jobsApiPath', () => {
  it('sends page, page size and sort explicitly, and no empty or "All" values', () => {
    expect(jobsApiPath(EMPTY_FILTERS)).toBe('/api/jobs?pageSize=20&sort=newest&page=1');
    expect(jobsApiPath({ ...EMPTY_FILTERS, search: 'cook', province: 'Ontario', lmiaOnly: true, page: 2 })).toBe(
      '/api/jobs?search=cook&province=Ontario&lmiaOnly=true&page=2&pageSize=20&sort=relevance',
    );
  });
});

describe('withFilter', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...EMPTY_FILTERS, page: 4 }, { category: 'Retail' })).toEqual({ ...EMPTY_FILTERS, category: 'Retail', page: 1 });
  });
});
