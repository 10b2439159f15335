import type { AutosaveState } from '../../lib/autosave';

/** "Saving…", "Saved" or the error, read out politely as it changes. */
export function AutosaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  return (
    <p role="status" className="min-h-6 text-sm text-gray-700">
      {state === 'saving' && 'Saving…'}
      {state === 'saved' && 'Saved'}
      {state === 'error' && (
        <span className="text-red-700">
          Not saved: check your connection.{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            Try again
          </button>
        </span>
      )}
    </p>
  );
}
