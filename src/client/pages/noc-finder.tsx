import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Notice } from '../components/ui/notice';
import { NOC_FINDER_MESSAGES } from '../../shared/messages';
import { NOC_SEARCH } from '../../shared/schemas/noc';
import { useNocSearch } from '../features/noc-finder/api/search-noc';
import { NocFinderForm } from '../features/noc-finder/components/noc-finder-form';
import { NocResultCard } from '../features/noc-finder/components/noc-result-card';

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
      <PageMeta
        title="NOC finder"
        description="Free tool: type your job title as you would write it in Kenya (KRCHN nurse, lorry driver, fundi wa magari) and see the Canadian NOC 2021 code, its TEER level and main duties."
      />
      <PageHeader
        title="NOC finder"
        badge="Free tool"
        subtitle="From your job title to the Canadian occupation code (NOC 2021) that employers and immigration forms ask for."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <NocFinderForm title={title} onSearch={(next) => setParams({ title: next })} />

        <section aria-labelledby="noc-results-title" aria-busy={search.isFetching} className="grid gap-4">
          <h2 id="noc-results-title" className="sr-only">
            Results
          </h2>
          <div role="status" aria-live="polite" className="text-sm text-gray-700">
            {search.isFetching && 'Searching…'}
            {!search.isFetching &&
              results &&
              title &&
              `${results.length} likely ${results.length === 1 ? 'occupation' : 'occupations'} for "${title}"`}
          </div>
          {search.isError && (
            <Notice tone="error" title="Search failed">
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
            What are NOC and TEER?
          </h2>
          <p className="mt-2">
            The National Occupational Classification (NOC 2021) is Canada&apos;s list of occupations. Each has a five-digit code; employers
            name it when they ask to hire a foreign worker, and immigration forms ask for yours. The second digit is the TEER category (0 to
            5): the training, education, experience and responsibilities the work usually needs, from management (0) to a short
            demonstration on the job (5).
          </p>
          <p className="mt-2">
            This finder is free. It compares your title with the 27,941 official job titles of NOC 2021 and a list of Kenyan terms, and says
            why each result matched; check the duties to choose the one that fits the work you really do.
          </p>
        </section>
      </div>
    </>
  );
}
