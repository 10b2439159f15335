import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { parseJobFilters, toSearchParams, type JobFilters } from '../job-filters';

/**
 * The /jobs filters live in the URL (shareable, back/forward work). `replace` is for typing, so each
 * keystroke does not become a history entry; choices (selects, chips, pages) push.
 *
 * React Router applies URL changes in a transition, which a busy phone may hold back for a moment; the
 * chosen filters are kept here meanwhile, so a ticked box shows ticked at once rather than inviting a
 * second tap. They give way to the URL as soon as it changes (including back and forward).
 */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  // Remembered with the URL they were chosen on: once the URL moves on, they no longer apply.
  const [chosen, setChosen] = useState<{ filters: JobFilters; on: URLSearchParams } | null>(null);
  const fromUrl = useMemo(() => parseJobFilters(params), [params]);
  const setFilters = useCallback(
    (next: JobFilters, { replace = false }: { replace?: boolean } = {}) => {
      setChosen({ filters: next, on: params });
      setParams(toSearchParams(next), { replace });
    },
    [params, setParams],
  );
  return { filters: chosen?.on === params ? chosen.filters : fromUrl, setFilters };
}
