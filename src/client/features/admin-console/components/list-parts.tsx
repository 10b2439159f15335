import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Download, Inbox, LoaderCircle, RotateCw, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { ADMIN_LIST, adminPaymentsQuerySchema } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { FieldMessages, useFieldIds } from '../../../components/ui/text-field';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useExportCsv, type CsvExport } from '../api/export-csv';
import { CONSOLE_TEXTS as T } from '../console-texts';
import type { BadgeTone } from '../format';
import { pageCount } from '../list-query';

/** How long typing pauses before a list follows (as the job search). */
export const SEARCH_DEBOUNCE_MS = 300;

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A section of a tab: its heading, an optional line under it, and a box for its content. */
export function Panel({
  title,
  hint,
  actions,
  children,
}: {
  title: ReactNode;
  hint?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {hint && <p className="mt-0.5 text-sm text-gray-600">{hint}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways inside its own strip, so the page never does on a phone. Focusable, so a
 * keyboard can scroll it too; dimmed while the next page loads.
 */
export function DataTable({
  label,
  columns,
  busy,
  children,
}: {
  label: string;
  columns: readonly string[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx(
        'max-w-full overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-blue-600',
        busy && 'opacity-60 transition-opacity',
      )}
      aria-busy={busy || undefined}
    >
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap text-gray-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

export const CELL = 'px-3 py-2.5 align-top text-gray-800';

/** An empty list says so. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">
      <Inbox aria-hidden="true" className="size-8 text-gray-400" />
      <p className="font-medium">{children}</p>
    </div>
  );
}

/** A list that could not be loaded: why, and a way to try again. */
export function ListError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  return (
    <Notice tone="error" title={M.loadError}>
      <p>{toUserMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" disabled={retrying} onClick={onRetry}>
        <RotateCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
        {T.retry}
      </Button>
    </Notice>
  );
}

/** Previous / Next, "Page X of Y" and how many rows there are in all. */
export function ListPaging({
  what,
  page,
  total,
  one,
  many,
  onPage,
  pageSize = ADMIN_LIST.defaultPageSize,
}: {
  what: string;
  page: number;
  total: number;
  one: string;
  many: string;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={T.paging.label(what)} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
      <p>
        <span className="font-medium text-gray-900">{T.paging.pageOf(Math.min(page, pages), pages)}</span>
        <span aria-hidden="true"> · </span>
        <span>{T.paging.total(total, one, many)}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {T.paging.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {T.paging.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

/**
 * A search field that keeps what is typed and hands the trimmed text on after a pause, or at once on
 * Enter. The label is read by screen readers; the placeholder says what it matches.
 */
/** The search box's one field, checked as the server checks the lists' `search` (docs/product.md#admin-dashboard). */
const searchFormSchema = z.object({ search: adminPaymentsQuerySchema.shape.search.unwrap() });

export function SearchField({
  label,
  placeholder,
  onSearch,
  showLabel = false,
}: {
  label: string;
  placeholder: string;
  onSearch: (search: string) => void;
  /** Show the label above the field (among other filters); otherwise only screen readers read it. */
  showLabel?: boolean;
}) {
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(searchFormSchema),
    defaultValues: { search: '' },
  });
  const error = formState.errors.search?.message;
  const { inputId: id, describedBy } = useFieldIds(undefined, undefined, error);
  const [committed, setCommitted] = useState('');
  const search = handleSubmit(({ search: text }) => {
    if (text === committed) return;
    setCommitted(text);
    onSearch(text);
  });
  // Typing searches once it pauses, through the same check as Enter.
  const draft = useWatch({ control, name: 'search' });
  const searchLater = useEffectEvent(() => void search());
  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(searchLater, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed]);

  return (
    <form role="search" noValidate onSubmit={(event) => void search(event)} className="w-full min-w-0 sm:max-w-sm">
      <label htmlFor={id} className={showLabel ? 'mb-1 block text-sm font-medium text-gray-700' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
        <input
          id={id}
          type="search"
          maxLength={ADMIN_LIST.searchMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register('search')}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={clsx(
            'h-10 w-full rounded-md border bg-white pr-3 pl-9 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-blue-600/30 sm:text-sm',
            error ? 'border-red-600 focus:border-red-600' : 'border-gray-300 focus:border-blue-600',
          )}
        />
      </div>
      <FieldMessages inputId={id} error={error} />
    </form>
  );
}

/** "Export CSV": every row matching the list's filters, fetched with the bearer header and saved. */
export function ExportCsvButton({ csv }: { csv: CsvExport }) {
  const exporter = useExportCsv();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={exporter.isPending}
      onClick={() =>
        exporter.mutate(csv, {
          onError: (error) => toast({ title: M.csvErrorTitle, description: toUserMessage(error), variant: 'destructive' }),
        })
      }
    >
      {exporter.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {exporter.isPending ? T.exporting : T.exportCsv}
    </Button>
  );
}

/** A list's toolbar: the search on the left (full width on a phone), buttons on the right. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">{children}</div>;
}
