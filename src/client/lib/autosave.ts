import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'error';

/** How long typing must pause before a save: long enough not to send every key, short enough to lose nothing. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves `value` with `save` once it stops changing for AUTOSAVE_DELAY_MS (docs/product.md#my-profile). A change
 * still waiting when the component unmounts (the member navigates away) is sent at once, so quick navigation
 * loses nothing; saves run one at a time, the latest value last.
 */
export function useAutosave<T>(value: T, save: (value: T) => Promise<unknown>, { enabled = true } = {}) {
  const [state, setState] = useState<AutosaveState>('idle');
  const latest = useRef(value);
  const lastSaved = useRef(value);
  const running = useRef<Promise<void>>(Promise.resolve());
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
    latest.current = value;
  });

  const flush = () => {
    const sending = latest.current;
    if (sending === lastSaved.current) return running.current;
    lastSaved.current = sending;
    setState('saving');
    running.current = running.current.then(() =>
      saveRef.current(sending).then(
        () => {
          if (latest.current === sending) setState('saved');
        },
        () => {
          // Not saved: the next change, or "Try again", sends it again.
          lastSaved.current = undefined as T;
          setState('error');
        },
      ),
    );
    return running.current;
  };

  useEffect(() => {
    if (!enabled || value === lastSaved.current) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // flush reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, enabled]);

  useEffect(
    () => () => {
      if (enabled) void flush();
    },
    // On unmount only, with the latest value in its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled],
  );

  /** Marks `value` as the one the server already has (a load or an import), so it is not sent back. */
  const markSaved = (saved: T) => {
    lastSaved.current = saved;
  };

  return { state, flush, markSaved };
}
