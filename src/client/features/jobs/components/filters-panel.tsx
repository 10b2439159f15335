import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ALL_CATEGORIES, ALL_PROVINCES, JOB_CATEGORIES, PROVINCES, type JobCategory, type Province } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { hasActiveFilters, type JobFilters } from '../job-filters';

const FIELD =
  'h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30';

const asProvince = (value: string) => ((PROVINCES as readonly string[]).includes(value) ? (value as Province) : undefined);
const asCategory = (value: string) => ((JOB_CATEGORIES as readonly string[]).includes(value) ? (value as JobCategory) : undefined);

interface FiltersPanelProps {
  filters: JobFilters;
  onChange: (change: Partial<Pick<JobFilters, 'province' | 'category' | 'lmiaOnly'>>) => void;
  onClear: () => void;
}

/** The filter sidebar (docs/product.md#job-search). On phones it folds away under a button (no drawer); from lg it is always open. */
export function FiltersPanel({ filters, onChange, onClear }: FiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = [filters.province, filters.category, filters.lmiaOnly ? 'LMIA only' : undefined].filter(Boolean).length;
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
