import { useEffect } from 'react';
import { TICK_MS, type DemoAction } from './demo-timeline';

/** The demo's clock: one tick every TICK_MS while playing (the rules of time are demoReducer's, demo-timeline.ts). */
export function useDemoClock(playing: boolean, dispatch: (action: DemoAction) => void) {
  useEffect(() => {
    if (!playing) return;
    const interval = window.setInterval(() => dispatch({ type: 'tick', ms: TICK_MS }), TICK_MS);
    return () => window.clearInterval(interval);
  }, [playing, dispatch]);
}
