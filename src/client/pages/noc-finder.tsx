import { useSearchParams } from '../lib/router';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Notice } from '../components/ui/notice';
import { NOC_FINDER_MESSAGES } from '../../shared/messages';
import { NOC_SEARCH } from '../../shared/schemas/noc';
import { useNocSearch } from '../features/noc-finder/api/search-noc';
import { NocFinderForm } from '../features/noc-finder/components/noc-finder-form';
import { NocResultCard } from '../features/noc-finder/components/noc-result-card';
import { formatCount } from '../lib/format-number';
import { m } from '../../shared/i18n/paraglide/messages.js';

/** The official job titles NOC 2021 lists, which the finder searches (docs/product.md#noc-finder). */
const NOC_2021_TITLES = 27_941;

/**
 * /noc-finder (docs/product.md#noc-finder): a free public tool. The title searched is in the address
 * (?title=…), so a result can be shared and the back button returns to it.
 */
export function NocFinderPage() {
  const [params, setParams] = useSearchParams();
  const title = (params.get('title') ?? '').trim().slice(0, NOC_SEARCH.titleMax);
  const search = useNocSearch(title);
  const results = search.data?.results;

  return (
    <>
      <PageMeta title={m.matches_noc_title()} description={m.matches_noc_description()} />
      <PageHeader title={m.matches_noc_title()} badge={m.matches_noc_badge()} subtitle={m.matches_noc_subtitle()} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <NocFinderForm title={title} onSearch={(next) => setParams({ title: next })} />

        <section aria-labelledby="noc-results-title" aria-busy={search.isFetching} className="grid gap-4">
          <h2 id="noc-results-title" className="sr-only">
            {m.matches_noc_results()}
          </h2>
          <div role="status" aria-live="polite" className="text-sm text-gray-700">
            {search.isFetching && m.matches_searching()}
            {!search.isFetching && results && title && m.matches_noc_results_count({ count: formatCount(results.length), title })}
          </div>
          {search.isError && (
            <Notice tone="error" title={m.matches_noc_search_failed()}>
              {NOC_FINDER_MESSAGES.searchFailed}
            </Notice>
          )}
          {results && results.length === 0 && !search.isFetching && <Notice tone="warning">{NOC_FINDER_MESSAGES.noResults}</Notice>}
          {results?.map((match, i) => (
            <NocResultCard key={match.code} match={match} rank={i + 1} />
          ))}
        </section>

        <section aria-labelledby="noc-about-title" className="rounded-xl bg-gray-50 p-4 text-sm text-gray-800 sm:p-5">
          <h2 id="noc-about-title" className="text-base font-semibold text-gray-900">
            {m.matches_noc_about_title()}
          </h2>
          <p className="mt-2">{m.matches_noc_about_codes()}</p>
          <p className="mt-2">{m.matches_noc_about_free({ count: formatCount(NOC_2021_TITLES) })}</p>
        </section>
      </div>
    </>
  );
}
