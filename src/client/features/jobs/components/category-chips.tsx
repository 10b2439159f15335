import { JOB_CATEGORIES, type JobCategory } from '../../../../shared/constants';
import { categoryLabel } from '../labels';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The nine categories as toggles: choosing the chosen one again shows all categories. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: JobCategory | undefined;
  onChange: (category: JobCategory | undefined) => void;
}) {
  return (
    <ul
      aria-label={m.jobs_categories_label()}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {JOB_CATEGORIES.map((category) => {
        const pressed = value === category;
        return (
          <li key={category} className="shrink-0">
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? undefined : category)}
              className={`h-9 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                pressed ? 'border-blue-600 bg-blue-600 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
              }`}
            >
              {categoryLabel(category)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
