import { LoaderCircle } from 'lucide-react';

/** A spinner with its words, announced politely (role="status"). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 px-4 text-gray-700">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-blue-600" />
      <span>{label}</span>
    </div>
  );
}
