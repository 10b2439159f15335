import { ALL_PROVINCES } from '../../../shared/constants';

export interface JobSearchInput {
  search: string;
  province: string;
  lmiaOnly: boolean;
}

/** Hero search (docs/product.md#hero-search) → /jobs?search=…&province=…&lmiaOnly=true, leaving out empty and "all" values. */
export function buildJobsUrl({ search, province, lmiaOnly }: JobSearchInput): string {
  const params = new URLSearchParams();
  const text = search.trim();
  if (text) params.set('search', text);
  if (province && province !== ALL_PROVINCES) params.set('province', province);
  if (lmiaOnly) params.set('lmiaOnly', 'true');
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}
