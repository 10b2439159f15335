import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { JOB_CATEGORIES, PROVINCES, JOB_RADII_KM, type JobRadiusKm, type Province } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { useFilterChoices } from '../api/get-filter-choices';
import { hasActiveFilters, type JobFilters } from '../job-filters';
import { categoryLabel, streamLabel } from '../labels';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const TEERS = [0, 1, 2, 3, 4, 5];
const teerLabel = (teer: number) => m.jobs_filters_teer_option({ teer });

const FIELD =
  'h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30';

const asProvince = (value: string) => ((PROVINCES as readonly string[]).includes(value) ? (value as Province) : undefined);

interface FiltersPanelProps {
  filters: JobFilters;
  onChange: (change: Partial<Omit<JobFilters, 'page' | 'sort' | 'search'>>) => void;
  onClear: () => void;
}

/** The filter sidebar (docs/product.md#job-search). On phones it folds away under a button (no drawer); from lg it is always open. */
export function FiltersPanel({ filters, onChange, onClear }: FiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const choices = useFilterChoices().data;
  // A select's choice is the text it shows, in the page's language; each is mapped back to the value it names.
  const allProvinces = m.jobs_filters_all_provinces();
  const allCategories = m.jobs_filters_all_categories();
  const allTeers = m.jobs_filters_all_teers();
  const allStreams = m.jobs_filters_all_streams();
  const allQuarters = m.jobs_filters_all_quarters();
  const streams = withChosen(choices?.streams, filters.stream);
  const active = [
    filters.province,
    filters.category,
    filters.lmiaOnly ? 'LMIA only' : undefined,
    filters.teer === undefined ? undefined : 'teer',
    filters.stream,
    filters.quarter,
    filters.employer,
    filters.city,
  ].filter(Boolean).length;
  return (
    <aside aria-label={m.jobs_filters_label()} className="rounded-xl border border-gray-200 bg-white lg:sticky lg:top-20">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-12 w-full items-center justify-between gap-2 px-4 text-left font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {m.jobs_filters_title()}
          {active > 0 && <span className="rounded-full bg-blue-600 px-2 text-xs text-white">{active}</span>}
        </span>
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <h2 className="hidden px-4 pt-4 text-base font-semibold text-gray-900 lg:block">{m.jobs_filters_title()}</h2>
      <div id={`${id}-body`} className={`${open ? 'grid' : 'hidden'} gap-4 border-t border-gray-200 p-4 lg:grid lg:border-t-0`}>
        <FilterSelect
          id={`${id}-province`}
          label={m.jobs_filters_province()}
          value={filters.province ?? allProvinces}
          allOption={allProvinces}
          options={PROVINCES}
          onChange={(value) => onChange({ province: asProvince(value) })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-category`}
          label={m.jobs_filters_category()}
          value={filters.category ? categoryLabel(filters.category) : allCategories}
          allOption={allCategories}
          options={JOB_CATEGORIES.map(categoryLabel)}
          onChange={(value) => onChange({ category: JOB_CATEGORIES.find((category) => categoryLabel(category) === value) })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-teer`}
          label={m.jobs_filters_teer()}
          value={filters.teer === undefined ? allTeers : teerLabel(filters.teer)}
          allOption={allTeers}
          options={(choices?.teers ?? TEERS).map(teerLabel)}
          onChange={(value) => onChange({ teer: TEERS.find((teer) => teerLabel(teer) === value) })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-stream`}
          label={m.jobs_filters_stream()}
          value={filters.stream ? streamLabel(filters.stream) : allStreams}
          allOption={allStreams}
          options={streams.map(streamLabel)}
          onChange={(value) =>
            onChange({ stream: value === allStreams ? '' : (streams.find((stream) => streamLabel(stream) === value) ?? value) })
          }
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-quarter`}
          label={m.jobs_filters_quarter()}
          value={filters.quarter || allQuarters}
          allOption={allQuarters}
          options={withChosen(choices?.quarters, filters.quarter)}
          onChange={(value) => onChange({ quarter: value === allQuarters ? '' : value })}
          selectClassName={FIELD}
        />
        <TextFilter
          key={`employer:${filters.employer}`}
          id={`${id}-employer`}
          label={m.jobs_filters_employer()}
          placeholder={m.jobs_filters_employer_placeholder()}
          value={filters.employer}
          onCommit={(employer) => onChange({ employer })}
        />
        <TextFilter
          key={`city:${filters.city}`}
          id={`${id}-city`}
          label={m.jobs_filters_city()}
          placeholder={m.jobs_filters_city_placeholder()}
          value={filters.city}
          onCommit={(city) => onChange({ city })}
        />
        <div>
          <label htmlFor={`${id}-radius`} className="mb-1 block text-sm font-medium text-gray-700">
            {m.jobs_filters_radius()}
          </label>
          <select
            id={`${id}-radius`}
            value={filters.radius}
            disabled={!filters.city}
            onChange={(event) => onChange({ radius: Number(event.target.value) as JobRadiusKm })}
            className={FIELD}
          >
            {JOB_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {m.jobs_filters_radius_km({ km })}
              </option>
            ))}
          </select>
        </div>
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={filters.lmiaOnly}
            onChange={(event) => onChange({ lmiaOnly: event.target.checked })}
            className="size-4 accent-blue-600"
          />
          {m.jobs_filters_lmia_only()}
        </label>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" className="w-fit" onClick={onClear}>
            {m.jobs_filters_reset()}
          </Button>
        )}
      </div>
    </aside>
  );
}

/** The data's choices, plus the one in the URL while they load (so a shared link shows what it filters by). */
function withChosen(options: readonly string[] | undefined, chosen: string): string[] {
  const list = [...(options ?? [])];
  if (chosen && !list.includes(chosen)) list.unshift(chosen);
  return list;
}

/**
 * A typed filter: applied on Enter or when the field is left, not on every keystroke (each would be a search).
 * Keyed by the applied value, so a change from the URL (Back, Reset) starts a fresh draft.
 */
function TextFilter({
  id,
  label,
  placeholder,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        enterKeyHint="search"
        value={draft}
        placeholder={placeholder}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className={FIELD}
      />
    </div>
  );
}
