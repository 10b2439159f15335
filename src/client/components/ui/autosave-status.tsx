import type { AutosaveState } from '../../lib/autosave';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** "Saving…", "Saved" or the error, read out politely as it changes. */
export function AutosaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  return (
    <p role="status" className="min-h-6 text-sm text-gray-700">
      {state === 'saving' && m.shell_saving()}
      {state === 'saved' && m.shell_saved()}
      {state === 'error' && (
        <span className="text-red-700">
          {m.shell_not_saved()}{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {m.shell_try_again()}
          </button>
        </span>
      )}
    </p>
  );
}
