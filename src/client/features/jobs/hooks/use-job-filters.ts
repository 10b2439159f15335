import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseJobFilters, toSearchParams, type JobFilters } from '../job-filters';

/**
 * The /jobs filters live in the URL (shareable, back/forward work). `replace` is for typing, so each
 * keystroke does not become a history entry; choices (selects, chips, pages) push.
 */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseJobFilters(params), [params]);
  const setFilters = useCallback(
    (next: JobFilters, { replace = false }: { replace?: boolean } = {}) => setParams(toSearchParams(next), { replace }),
    [setParams],
  );
  return { filters, setFilters };
}
