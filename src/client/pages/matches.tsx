import { Suspense, useState } from 'react';
import { Link, useSearchParams } from '../lib/router';
import { MATCHES_MESSAGES } from '../../shared/messages';
import { ALL_OF_CANADA, MATCHES_LIMITS, NOC_SEARCH, isProvinceCode } from '../../shared/constants';
import { ProvinceCheckboxes } from '../components/forms/province-checkboxes';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Button, buttonClasses } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { Notice } from '../components/ui/notice';
import { TextField } from '../components/ui/text-field';
import { AccessGate } from '../features/auth/components/access-gate';
import { useMatchEmailSetting, useMatches, useSetMatchEmail } from '../features/matches/api/matches';
import { MatchEmployerCard } from '../features/matches/components/match-employer-card';
import { useNocSearch } from '../features/noc-finder/api/search-noc';
import { toUserMessage } from '../lib/api-client';
import { formatCount } from '../lib/format-number';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';
import { RichText } from '../lib/rich-text';
import { m } from '../../shared/i18n/paraglide/messages.js';

const listParam = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * /matches, "My matches" (docs/product.md#my-matches): the employers approved to hire for the member's
 * occupations, ranked, with the reasons in words. The NOCs and provinces chosen are in the address
 * (?noc=31301,63200&province=ON); without them the member's profile decides.
 */
/**
 * The occupations' chips, with the regulated-occupation notes and their data (guidance in both languages), in a
 * chunk of their own: they show only once the answer is here, and the chunk downloads beside it (decision 054).
 */
const NocChips = lazyComponent(() => import('../features/matches/components/noc-chips').then((module) => module.NocChips));

export function MatchesPage() {
  return (
    <>
      <PageMeta title={m.matches_page_title()} description={m.matches_page_description()} />
      <PageHeader title={m.matches_page_title()} subtitle={m.matches_page_subtitle()} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <AccessGate>
          <MemberMatches />
        </AccessGate>
      </div>
    </>
  );
}

function MemberMatches() {
  const [params, setParams] = useSearchParams();
  const selection = {
    nocs: listParam(params.get('noc')).filter((code) => /^\d{5}$/.test(code)),
    provinces: listParam(params.get('province')).filter((code) => code === ALL_OF_CANADA || isProvinceCode(code)),
  };
  const query = useMatches(selection);
  preloadComponents(NocChips);
  const answer = query.data;
  const nocs = answer?.nocs ?? [];
  // The address's choice shows at once; the profile's preference once the answer says what it used.
  const chosen = selection.provinces.filter(isProvinceCode);
  const provinces = selection.provinces.length > 0 ? chosen : (answer?.provinces ?? []);

  const choose = (next: { nocs?: string[]; provinces?: string[] }) => {
    const updated = new URLSearchParams(params);
    const set = (key: string, list: string[] | undefined) => {
      if (list === undefined) return;
      if (list.length > 0) updated.set(key, list.join(','));
      else updated.delete(key);
    };
    set('noc', next.nocs);
    // No province ticked is all of Canada, said out loud: an absent one would mean "as my profile says".
    set('province', next.provinces?.length === 0 ? [ALL_OF_CANADA] : next.provinces);
    setParams(updated);
  };
  const codes = nocs.map((noc) => noc.code);

  return (
    <>
      <section aria-labelledby="matches-nocs-title" className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
        <h2 id="matches-nocs-title" className="text-lg font-semibold text-gray-900">
          {m.matches_occupations_title()}
        </h2>
        <p className="text-sm text-gray-700">
          {answer?.source === 'query' ? (
            <RichText
              text={m.matches_source_query()}
              tags={{
                again: (words) => (
                  <button
                    type="button"
                    className="font-medium text-blue-700 underline underline-offset-2"
                    onClick={() => choose({ nocs: [] })}
                  >
                    {words}
                  </button>
                ),
              }}
            />
          ) : (
            <RichText
              text={m.matches_source_profile()}
              tags={{
                profile: (words) => (
                  <Link to="/profile" className="font-medium text-blue-700 underline underline-offset-2">
                    {words}
                  </Link>
                ),
              }}
            />
          )}
        </p>
        {nocs.length > 0 && (
          <Suspense fallback={null}>
            <NocChips nocs={nocs} onRemove={(code) => choose({ nocs: codes.filter((c) => c !== code) })} />
          </Suspense>
        )}
        {codes.length < MATCHES_LIMITS.nocs && (
          <AddOccupation onAdd={(code) => choose({ nocs: [...codes.filter((c) => c !== code), code] })} />
        )}
        <details className="rounded-lg bg-gray-50 p-3">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-gray-900">
            {m.matches_provinces_summary({ provinces: provinces.length === 0 ? m.matches_all_of_canada() : provinces.join(', ') })}
          </summary>
          <div className="mt-2">
            <ProvinceCheckboxes
              legend={m.matches_provinces_legend()}
              hint={m.matches_provinces_hint()}
              value={provinces}
              onChange={(next) => choose({ provinces: next })}
            />
          </div>
        </details>
        <EmailOptIn />
      </section>

      <section aria-labelledby="matches-list-title" aria-busy={query.isFetching} className="grid gap-3">
        <h2 id="matches-list-title" className="text-lg font-semibold text-gray-900">
          {m.matches_employers_title()}
        </h2>
        {query.isPending && <LoadingState label={m.matches_loading()} />}
        {query.isError && (
          <Notice tone="error" title={m.matches_load_failed_title()}>
            <p>{toUserMessage(query.error) || MATCHES_MESSAGES.loadFailed}</p>
            <Button className="mt-2" size="sm" onClick={() => void query.refetch()}>
              {m.matches_try_again()}
            </Button>
          </Notice>
        )}
        {answer && answer.message && (
          <Notice tone="info">
            <p>{answer.message}</p>
            <Link to="/profile" className={buttonClasses({ size: 'sm', className: 'mt-2' })}>
              {m.matches_go_to_profile()}
            </Link>
          </Notice>
        )}
        {answer && !answer.message && answer.employers.length === 0 && <Notice tone="warning">{m.matches_none()}</Notice>}
        {answer && answer.employers.length > 0 && (
          <>
            <p role="status" className="text-sm text-gray-700">
              {m.matches_employers_count({ count: formatCount(answer.employers.length) })}
            </p>
            <ol className="grid gap-3">
              {answer.employers.map((employer, index) => (
                <MatchEmployerCard key={employer.id} employer={employer} rank={index + 1} />
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}

/** Finds a NOC by job title through the NOC finder and adds the chosen one. */
function AddOccupation({ onAdd }: { onAdd: (code: string) => void }) {
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  const search = useNocSearch(title);
  return (
    <div className="grid gap-2">
      <form
        role="search"
        aria-label={m.matches_add_label()}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setTitle(typed.trim().slice(0, NOC_SEARCH.titleMax));
        }}
      >
        <TextField
          className="flex-1"
          label={m.matches_add_field()}
          value={typed}
          maxLength={NOC_SEARCH.titleMax}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="outline">
          {m.matches_find()}
        </Button>
      </form>
      {title.length >= NOC_SEARCH.titleMin && search.isFetching && (
        <p role="status" className="text-sm text-gray-700">
          {m.matches_searching()}
        </p>
      )}
      {search.data && title && (
        <ul aria-label={m.matches_found_label()} className="grid gap-2">
          {search.data.results.map((match) => (
            <li key={match.code} className="flex items-center justify-between gap-2 rounded-lg border border-gray-200 p-2 text-sm">
              <span>
                <span className="font-mono font-semibold">{match.code}</span> {match.title}
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={m.matches_add_one({ code: match.code, title: match.title })}
                onClick={() => {
                  onAdd(match.code);
                  setTitle('');
                  setTyped('');
                }}
              >
                {m.matches_add()}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The new-quarter e-mail opt-in, stored on the server. */
function EmailOptIn() {
  const setting = useMatchEmailSetting();
  const change = useSetMatchEmail();
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="size-5 accent-blue-600"
          disabled={!setting.data || change.isPending}
          // The choice shows at once, while it is being saved.
          checked={change.isPending ? change.variables.newQuarterEmail : (setting.data?.newQuarterEmail ?? false)}
          onChange={(event) => change.mutate({ newQuarterEmail: event.target.checked })}
        />
        {m.matches_email_opt_in()}
      </label>
      {change.isError && (
        <p role="alert" className="text-sm text-red-700">
          {toUserMessage(change.error)}
        </p>
      )}
    </div>
  );
}
