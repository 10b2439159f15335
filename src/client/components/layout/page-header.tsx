import type { ReactNode } from 'react';

/** The title band every page starts with; `title` is the page's one h1 (the document title is the page's PageMeta). */
export function PageHeader({
  title,
  badge,
  subtitle,
  children,
}: {
  title: string;
  badge?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-gray-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          {badge && (
            <span className="rounded-full bg-red-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">{badge}</span>
          )}
        </div>
        {subtitle && <p className="mt-3 max-w-2xl text-lg text-gray-700">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
