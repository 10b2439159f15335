import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ALL_CATEGORIES,
  ALL_PROVINCES,
  JOB_CATEGORIES,
  PROVINCES,
  JOB_RADII_KM,
  type JobCategory,
  type JobRadiusKm,
  type Province,
} from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { useFilterChoices } from '../api/get-filter-choices';
import { hasActiveFilters, type JobFilters } from '../job-filters';

const ALL_TEERS = 'All TEERs';
const ALL_STREAMS = 'All streams';
const ALL_QUARTERS = 'All quarters';
const TEER_LABEL = (teer: number) => `TEER ${teer}`;

const FIELD =
  'h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30';

const asProvince = (value: string) => ((PROVINCES as readonly string[]).includes(value) ? (value as Province) : undefined);
const asCategory = (value: string) => ((JOB_CATEGORIES as readonly string[]).includes(value) ? (value as JobCategory) : undefined);

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
    <aside aria-label="Job filters" className="rounded-xl border border-gray-200 bg-white lg:sticky lg:top-20">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-12 w-full items-center justify-between gap-2 px-4 text-left font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{active > 0 && <span className="rounded-full bg-blue-600 px-2 text-xs text-white">{active}</span>}
        </span>
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <h2 className="hidden px-4 pt-4 text-base font-semibold text-gray-900 lg:block">Filters</h2>
      <div id={`${id}-body`} className={`${open ? 'grid' : 'hidden'} gap-4 border-t border-gray-200 p-4 lg:grid lg:border-t-0`}>
        <FilterSelect
          id={`${id}-province`}
          label="Province"
          value={filters.province ?? ALL_PROVINCES}
          allOption={ALL_PROVINCES}
          options={PROVINCES}
          onChange={(value) => onChange({ province: asProvince(value) })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          value={filters.category ?? ALL_CATEGORIES}
          allOption={ALL_CATEGORIES}
          options={JOB_CATEGORIES}
          onChange={(value) => onChange({ category: asCategory(value) })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-teer`}
          label="TEER (training, education, experience)"
          value={filters.teer === undefined ? ALL_TEERS : TEER_LABEL(filters.teer)}
          allOption={ALL_TEERS}
          options={(choices?.teers ?? [0, 1, 2, 3, 4, 5]).map(TEER_LABEL)}
          onChange={(value) => onChange({ teer: value === ALL_TEERS ? undefined : Number(value.replace(/\D/g, '')) })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-stream`}
          label="Program stream"
          value={filters.stream || ALL_STREAMS}
          allOption={ALL_STREAMS}
          options={withChosen(choices?.streams, filters.stream)}
          onChange={(value) => onChange({ stream: value === ALL_STREAMS ? '' : value })}
          selectClassName={FIELD}
        />
        <FilterSelect
          id={`${id}-quarter`}
          label="Quarter approved"
          value={filters.quarter || ALL_QUARTERS}
          allOption={ALL_QUARTERS}
          options={withChosen(choices?.quarters, filters.quarter)}
          onChange={(value) => onChange({ quarter: value === ALL_QUARTERS ? '' : value })}
          selectClassName={FIELD}
        />
        <TextFilter
          key={`employer:${filters.employer}`}
          id={`${id}-employer`}
          label="Employer"
          placeholder="e.g. Maple Leaf Foods"
          value={filters.employer}
          onCommit={(employer) => onChange({ employer })}
        />
        <TextFilter
          key={`city:${filters.city}`}
          id={`${id}-city`}
          label="Near city"
          placeholder="e.g. Brampton, ON"
          value={filters.city}
          onCommit={(city) => onChange({ city })}
        />
        <div>
          <label htmlFor={`${id}-radius`} className="mb-1 block text-sm font-medium text-gray-700">
            Within
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
                {km} km
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
          LMIA jobs only
        </label>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" className="w-fit" onClick={onClear}>
            Reset filters
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
