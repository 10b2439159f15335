import { LoaderCircle } from 'lucide-react';

/** Shown while a page's chunk loads; it fades in late so that fast loads do not flash. */
export function PageLoading() {
  return (
    <div role="status" className="delayed-appear flex min-h-[50vh] items-center justify-center gap-3 text-gray-600">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-blue-600" />
      <span>Loading page…</span>
    </div>
  );
}
