import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { ALL_PROVINCES, PROVINCES } from '../../../../shared/constants';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { buildJobsUrl } from '../job-search';

const FIELD =
  'h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30';

/**
 * The hero search. Plain state rather than react-hook-form + zod: it validates nothing, and the two would add
 * about 40 kB (gzip) to the home page's first download (docs/product.md#hero-search).
 */
export function JobSearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const [search, setSearch] = useState('');
  const [province, setProvince] = useState<string>(ALL_PROVINCES);
  const [lmiaOnly, setLmiaOnly] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(buildJobsUrl({ search, province, lmiaOnly }));
  };

  return (
    <form
      role="search"
      aria-label={m.landing_search_label()}
      // Before the app has started on a pre-rendered page, the browser submits the form itself.
      action="/jobs"
      onSubmit={submit}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-gray-200 sm:p-5 md:grid-cols-[1fr_14rem_auto]"
    >
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-gray-700">
          {m.landing_search_keyword_label()}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={m.landing_search_keyword_placeholder()}
          enterKeyHint="search"
          className={FIELD}
        />
      </div>
      <FilterSelect
        id={`${id}-province`}
        name="province"
        label={m.landing_search_province_label()}
        value={province}
        allOption={ALL_PROVINCES}
        options={PROVINCES}
        onChange={setProvince}
        selectClassName={FIELD}
      />
      <Button type="submit" size="lg" className="self-end">
        <Search aria-hidden="true" className="size-5" />
        {m.landing_search_submit()}
      </Button>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-gray-700 md:col-span-3">
        <input
          type="checkbox"
          name="lmiaOnly"
          value="true"
          checked={lmiaOnly}
          onChange={(event) => setLmiaOnly(event.target.checked)}
          className="size-4 accent-blue-600"
        />
        {m.landing_search_lmia_only()}
      </label>
    </form>
  );
}
