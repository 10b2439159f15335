import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../shared/constants';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** How long typing pauses before the list follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field keeps what is typed; the URL gets it after a pause (or at once on Enter). When the
 * URL changes on its own (Clear All Filters, back button), the field follows it.
 */
export function SearchBox({ value, onCommit }: { value: string; onCommit: (search: string) => void }) {
  // No schema and no form library: the field's maxLength bounds it and the words are trimmed, which is all there
  // is to check, and the page starts without zod or react-hook-form (docs/decisions/048-zod-off-the-first-visit.md,
  // docs/decisions/054-member-pages-start-small.md).
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);

  // The URL moved on its own: the field follows, unless it already says the same.
  if (value !== followed) {
    setFollowed(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const commit = useEffectEvent((text: string) => onCommit(text));
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commit(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      aria-label={m.jobs_search_label()}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() !== value) onCommit(draft.trim());
      }}
      className="relative"
    >
      <label htmlFor="jobs-search" className="sr-only">
        {m.jobs_search_label()}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
      <input
        id="jobs-search"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={m.jobs_search_placeholder()}
        enterKeyHint="search"
        autoComplete="off"
        className="h-12 w-full rounded-md border border-gray-300 bg-white pr-11 pl-10 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30 [&::-webkit-search-cancel-button]:hidden"
        name="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {draft !== '' && (
        <button
          type="button"
          aria-label={m.jobs_search_clear()}
          onClick={() => {
            setDraft('');
            onCommit('');
          }}
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
