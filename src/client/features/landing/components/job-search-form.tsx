import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ALL_PROVINCES, PROVINCES } from '../../../../shared/constants';
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
      aria-label="Search jobs"
      // Before the app has started on a pre-rendered page, the browser submits the form itself.
      action="/jobs"
      onSubmit={submit}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-gray-200 sm:p-5 md:grid-cols-[1fr_14rem_auto]"
    >
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-gray-700">
          Job title or keyword
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. farm worker, caregiver, welder"
          enterKeyHint="search"
          className={FIELD}
        />
      </div>
      <FilterSelect
        id={`${id}-province`}
        name="province"
        label="Province"
        value={province}
        allOption={ALL_PROVINCES}
        options={PROVINCES}
        onChange={setProvince}
        selectClassName={FIELD}
      />
      <Button type="submit" size="lg" className="self-end">
        <Search aria-hidden="true" className="size-5" />
        Search Jobs
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
        LMIA jobs only
      </label>
    </form>
  );
}
