import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

/** A single-column page for one short task (reset a password, verify an e-mail, admin login). */
export function NarrowPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <PageMeta title={title} description={description} />
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro && <p className="mt-2 text-gray-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
