/** A clock tests can move: pass `clock.now` as buildApp's `now` (a faked clock, as the house rules allow). */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
