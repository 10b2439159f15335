import type { ReactNode } from 'react';

/** The title band every page starts with; `title` is the page's one h1 (the document title is the page's PageMeta). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <section className="border-b border-gray-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          {subtitle && <p className="mt-3 max-w-2xl text-lg text-gray-700">{subtitle}</p>}
          {children}
        </div>
      </section>
    </>
  );
}
