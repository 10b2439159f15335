import { useEffect, useState, type FocusEvent } from 'react';

/** The control bar hides this long after the last pointer or key activity while playing. */
export const CONTROLS_HIDE_MS = 3_000;

/** The control bar hides 3 s after the last activity while playing, and stays while paused or while the keyboard is in it. */
export function useControlBar(playing: boolean) {
  const [idle, setIdle] = useState(false);
  const [activity, setActivity] = useState(0);
  const [keyboardInBar, setKeyboardInBar] = useState(false);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIdle(true), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, activity]);

  function onActivity() {
    setIdle(false);
    setActivity((count) => count + 1);
  }

  const barFocusHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => setKeyboardInBar(event.target.matches(':focus-visible')),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInBar(false);
    },
  };

  return { visible: !playing || !idle || keyboardInBar, onActivity, barFocusHandlers };
}
