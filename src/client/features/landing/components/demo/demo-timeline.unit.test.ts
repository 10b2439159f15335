import { describe, expect, it } from 'vitest';
import {
  AFTER_SPEECH_ERROR_MS,
  AFTER_SPEECH_MS,
  DEMO_DURATION_MS,
  HOLD_CAP_MS,
  STEP_MS,
  TICK_MS,
  clampVolume,
  clockText,
  demoReducer,
  initialDemoState,
  progressText,
  speechVolume,
  stepIndexAt,
  type DemoAction,
  type DemoState,
} from './demo-timeline';
import { DEMO_SCRIPT } from './script';
import { DEMO_STEPS } from './steps';

// docs/product.md#guided-demo

const run = (state: DemoState, ...actions: DemoAction[]) => actions.reduce(demoReducer, state);

/** Plays `ms` of wall time in 100 ms ticks, as the player's interval does. */
function advance(state: DemoState, ms: number): DemoState {
  let next = state;
  for (let elapsed = 0; elapsed < ms; elapsed += TICK_MS) next = demoReducer(next, { type: 'tick', ms: TICK_MS });
  return next;
}

const silent = () => initialDemoState({ speechAvailable: false });
const spoken = () => initialDemoState({ speechAvailable: true });
const step = (state: DemoState) => stepIndexAt(state.timeMs);

describe('the guided demo script', () => {
  it('has the seven steps, one visual each, for a 56 s timeline', () => {
    expect(DEMO_STEPS.map((s) => s.visual)).toEqual(['homepage', 'signup', 'payment', 'jobs', 'documents', 'applications', 'success']);
    expect(DEMO_DURATION_MS).toBe(56_000);
    expect(DEMO_SCRIPT.map((s) => s.visual)).toEqual(DEMO_STEPS.map((s) => s.visual));
    for (const s of DEMO_SCRIPT) {
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.spoken.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
    }
    expect(DEMO_STEPS[2]!.title).toBe('Pay $300 CAD');
  });
});

describe('the guided demo timeline', () => {
  it('starts stopped at step 0 with the volume at 0.8, unmuted', () => {
    const state = silent();
    expect(state).toMatchObject({ status: 'stopped', timeMs: 0, volume: 0.8, muted: false, finished: false });
    expect(step(state)).toBe(0);
  });

  it('advancing 8 s of playback moves to step 1, and each further 8 s to the next step', () => {
    let state = run(silent(), { type: 'play' });
    state = advance(state, STEP_MS - TICK_MS);
    expect(step(state)).toBe(0);
    state = advance(state, TICK_MS);
    expect(state.timeMs).toBe(8_000);
    expect(step(state)).toBe(1);
    state = advance(state, 4 * STEP_MS);
    expect(step(state)).toBe(5);
  });

  it('ticks do nothing unless playing', () => {
    const stopped = advance(silent(), 5_000);
    expect(stopped.timeMs).toBe(0);
    const paused = run(advance(run(silent(), { type: 'play' }), 3_000), { type: 'pause' });
    expect(advance(paused, 5_000).timeMs).toBe(3_000);
    expect(paused.status).toBe('paused');
  });

  it('the last step ending stops playback, resets to 0 s at step 0 and marks the demo finished', () => {
    let state = advance(run(silent(), { type: 'play' }), DEMO_DURATION_MS - TICK_MS);
    expect(step(state)).toBe(6);
    expect(state.status).toBe('playing');
    state = advance(state, TICK_MS);
    expect(state).toMatchObject({ status: 'stopped', timeMs: 0, finished: true });
    expect(step(state)).toBe(0);
    const replayed = run(state, { type: 'play' });
    expect(replayed).toMatchObject({ status: 'playing', timeMs: 0, finished: false });
  });

  it('seeks 10 s either way, clamped at 0 and 56 s', () => {
    let state = run(silent(), { type: 'seek', deltaMs: 10_000 });
    expect(state.timeMs).toBe(10_000);
    expect(step(state)).toBe(1);
    state = run(state, { type: 'seek', deltaMs: -10_000 }, { type: 'seek', deltaMs: -10_000 });
    expect(state.timeMs).toBe(0);
    state = run(state, { type: 'seekTo', ms: 50_000 }, { type: 'seek', deltaMs: 10_000 });
    expect(state.timeMs).toBe(DEMO_DURATION_MS);
    expect(step(state)).toBe(6);
    expect(run(state, { type: 'seekTo', ms: -5 }).timeMs).toBe(0);
  });

  it('playing from the very end starts again from the beginning', () => {
    const state = run(silent(), { type: 'seekTo', ms: DEMO_DURATION_MS }, { type: 'play' });
    expect(state.timeMs).toBe(0);
  });

  it('a forward seek past the end while playing finishes on the next tick', () => {
    const state = advance(run(silent(), { type: 'play' }, { type: 'seekTo', ms: 50_000 }, { type: 'seek', deltaMs: 10_000 }), TICK_MS);
    expect(state).toMatchObject({ status: 'stopped', timeMs: 0, finished: true });
  });

  it('clamps the volume to 0–1 and rounds it to 0.1', () => {
    expect(run(silent(), { type: 'setVolume', volume: 0.46 }).volume).toBe(0.5);
    expect(run(silent(), { type: 'setVolume', volume: 1.7 }).volume).toBe(1);
    expect(run(silent(), { type: 'setVolume', volume: -0.2 }).volume).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0.8);
  });

  it('mute toggles, and the utterance volume is 0 while muted', () => {
    const muted = run(silent(), { type: 'setVolume', volume: 0.6 }, { type: 'toggleMute' });
    expect(muted.muted).toBe(true);
    expect(speechVolume(muted)).toBe(0);
    const unmuted = run(muted, { type: 'toggleMute' });
    expect(unmuted.muted).toBe(false);
    expect(speechVolume(unmuted)).toBe(0.6);
  });

  it('stop (closing the player) returns to step 0, keeping volume and mute', () => {
    const state = run(
      advance(run(silent(), { type: 'play' }), 20_000),
      { type: 'setVolume', volume: 0.3 },
      { type: 'toggleMute' },
      { type: 'stop' },
    );
    expect(state).toMatchObject({ status: 'stopped', timeMs: 0, volume: 0.3, muted: true, finished: false });
  });

  it('stepEnded jumps to the start of the next step', () => {
    const state = run(advance(run(silent(), { type: 'play' }), 3_000), { type: 'stepEnded' });
    expect(state.timeMs).toBe(8_000);
    expect(step(state)).toBe(1);
  });

  it('formats the time as the progress slider reads it', () => {
    expect(clockText(16_400)).toBe('0:16');
    expect(progressText(16_000)).toBe('0:16 of 0:56');
    expect(progressText(0)).toBe('0:00 of 0:56');
  });
});

describe('the guided demo narration', () => {
  it('a step whose speech ends early still lasts 8 s', () => {
    let state = run(spoken(), { type: 'play' });
    expect(state.narration.kind).toBe('starting');
    state = run(state, { type: 'speechStarted', cue: state.cue });
    state = advance(state, 3_000);
    state = run(state, { type: 'speechEnded', cue: state.cue });
    state = advance(state, STEP_MS - 3_000);
    expect(step(state)).toBe(1);
  });

  it('holds the step until 1 s after its speech ends', () => {
    let state = run(spoken(), { type: 'play' });
    state = run(state, { type: 'speechStarted', cue: state.cue });
    state = advance(state, 10_000);
    expect(step(state)).toBe(0);
    expect(state.timeMs).toBeLessThan(STEP_MS);
    state = run(state, { type: 'speechEnded', cue: state.cue });
    state = advance(state, AFTER_SPEECH_MS - TICK_MS);
    expect(step(state)).toBe(0);
    state = advance(state, TICK_MS);
    expect(state.timeMs).toBe(STEP_MS);
    expect(step(state)).toBe(1);
    expect(state.narration.kind).toBe('starting');
  });

  it('goes on 2 s after a speech error', () => {
    let state = run(spoken(), { type: 'play' });
    state = run(state, { type: 'speechStarted', cue: state.cue });
    state = advance(state, 9_000);
    state = run(state, { type: 'speechFailed', cue: state.cue });
    state = advance(state, AFTER_SPEECH_ERROR_MS - TICK_MS);
    expect(step(state)).toBe(0);
    state = advance(state, TICK_MS);
    expect(step(state)).toBe(1);
  });

  it('never holds a step longer than 16 s when the speech never ends', () => {
    let state = run(spoken(), { type: 'play' });
    state = run(state, { type: 'speechStarted', cue: state.cue });
    state = advance(state, STEP_MS + HOLD_CAP_MS - TICK_MS);
    expect(step(state)).toBe(0);
    state = advance(state, TICK_MS);
    expect(step(state)).toBe(1);
  });

  it('speech that never starts does not hold the clock', () => {
    const state = advance(run(spoken(), { type: 'play' }), STEP_MS);
    expect(step(state)).toBe(1);
  });

  it('speech that starts after the start timeout still holds its step', () => {
    let state = advance(run(spoken(), { type: 'play' }), 3_000);
    expect(state.narration.kind).toBe('idle');
    state = run(state, { type: 'speechStarted', cue: state.cue });
    state = advance(state, 6_000);
    expect(step(state)).toBe(0);
  });

  it('ignores speech events of an earlier cue', () => {
    let state = run(spoken(), { type: 'play' });
    const oldCue = state.cue;
    state = run(state, { type: 'seek', deltaMs: 10_000 }, { type: 'speechStarted', cue: state.cue + 1 });
    state = run(state, { type: 'speechEnded', cue: oldCue });
    expect(state.narration.kind).toBe('speaking');
  });

  it('muted playback is timed: nothing to wait for, a step every 8 s', () => {
    let state = run(spoken(), { type: 'toggleMute' }, { type: 'play' });
    expect(state.narration.kind).toBe('idle');
    state = advance(state, STEP_MS);
    expect(step(state)).toBe(1);
  });

  it('muting releases a held step; unmuting narrates the current step again', () => {
    let state = run(spoken(), { type: 'play' });
    state = run(state, { type: 'speechStarted', cue: state.cue });
    state = advance(state, 9_000);
    expect(step(state)).toBe(0);
    state = advance(run(state, { type: 'toggleMute' }), TICK_MS);
    expect(step(state)).toBe(1);
    const cue = state.cue;
    state = run(state, { type: 'toggleMute' });
    expect(state.cue).toBe(cue + 1);
    expect(state.narration.kind).toBe('starting');
  });

  it('pausing drops the narration; playing again narrates the step again', () => {
    let state = run(spoken(), { type: 'play' });
    state = run(state, { type: 'speechStarted', cue: state.cue }, { type: 'pause' });
    expect(state.narration.kind).toBe('idle');
    const cue = state.cue;
    state = run(state, { type: 'play' });
    expect(state.cue).toBe(cue + 1);
    expect(state.narration.kind).toBe('starting');
  });
});
