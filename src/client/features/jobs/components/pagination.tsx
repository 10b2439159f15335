import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import { pageWindow } from '../pagination';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const ITEM =
  'inline-flex h-9 min-w-9 sm:h-10 sm:min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Previous, page numbers with gaps, Next (docs/product.md#d1-working-paging-sorting-and-job-alerts). */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.jobs_pagination_label()} className="mt-8 flex items-center justify-center gap-0.5 sm:gap-1">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={clsx(ITEM, 'gap-1 text-gray-800 hover:bg-gray-100 disabled:pointer-events-none disabled:opacity-40')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{m.jobs_pagination_previous()}</span>
      </button>
      <ol className="flex items-center gap-0.5 sm:gap-1">
        {pageWindow(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={m.jobs_pagination_page({ page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
                className={clsx(ITEM, item === page ? 'bg-blue-600 text-white' : 'text-gray-800 hover:bg-gray-100')}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={clsx(ITEM, 'gap-1 text-gray-800 hover:bg-gray-100 disabled:pointer-events-none disabled:opacity-40')}
      >
        <span className="sr-only sm:not-sr-only">{m.jobs_pagination_next()}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
