import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/**
 * A small table of records under a section: a caption for screen readers, a header row of column names, the
 * rows given as children. On a 360-px phone it scrolls sideways on its own rather than widening the page; `minWidth`
 * (a Tailwind min-w-[…] class) is where that starts.
 */
export function DataTable({
  caption,
  columns,
  minWidth,
  bodyClassName,
  children,
}: {
  caption: string;
  columns: readonly (string | TableColumn)[];
  minWidth: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone (axe scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className={clsx('w-full border-collapse text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            {columns.map((column, index) => {
              const { label, numeric = false } = typeof column === 'string' ? { label: column } : column;
              return (
                <th
                  key={label}
                  scope="col"
                  className={clsx('py-2 font-medium', index < columns.length - 1 && 'pr-3', numeric && 'text-right')}
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}
