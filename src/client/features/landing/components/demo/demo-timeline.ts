import { m } from '../../../../../shared/i18n/paraglide/messages.js';
import { DEMO_STEPS } from './steps';

/**
 * The guided demo's clock and controls as a pure reducer (docs/product.md#guided-demo): the player only dispatches
 * ticks, clicks and speech events, so every rule here runs under a unit test without a browser or real time.
 *
 * How narration and the clock meet: the clock drives the steps, one every 8 s of timeline time. When a step's
 * narration is still running at its 8 s boundary, the clock holds there until the speech has ended and 1 s more has
 * passed (2 s after a speech error), but never for more than HOLD_CAP_MS, so a step lasts max(8 s, speech + 1 s) and
 * at most 16 s. The cap is what keeps a browser that never reports the end of an utterance moving. Without speech
 * synthesis, or while muted, nothing holds the clock: a step every 8 s.
 */

export const STEP_MS = 8_000;
export const DEMO_DURATION_MS = STEP_MS * DEMO_STEPS.length;
export const TICK_MS = 100;
export const SEEK_MS = 10_000;
export const DEFAULT_VOLUME = 0.8;
export const AFTER_SPEECH_MS = 1_000;
export const AFTER_SPEECH_ERROR_MS = 2_000;
/** The longest a step boundary waits for its narration: a step never lasts more than 16 s. */
export const HOLD_CAP_MS = 8_000;
/**
 * Speech that has not started within this long stops holding the clock (some browsers neither start nor fail);
 * if it starts later after all, it holds again.
 */
export const SPEECH_START_TIMEOUT_MS = 2_000;

export type DemoStatus = 'stopped' | 'playing' | 'paused';

/** Where the current step's narration is; anything but 'idle' holds the clock at the step's end. */
export type Narration =
  { kind: 'idle' } | { kind: 'starting'; waitedMs: number } | { kind: 'speaking' } | { kind: 'finishing'; leftMs: number };

export interface DemoState {
  status: DemoStatus;
  timeMs: number;
  volume: number;
  muted: boolean;
  speechAvailable: boolean;
  narration: Narration;
  /** How long the clock has been held at the current step's end. */
  heldMs: number;
  /** Changes whenever the current step's narration should start again (new step, play, seek, unmute). */
  cue: number;
  /** The last step has ended: the player offers Get Started and Replay. */
  finished: boolean;
}

export type DemoAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  | { type: 'tick'; ms: number }
  | { type: 'seek'; deltaMs: number }
  | { type: 'seekTo'; ms: number }
  | { type: 'setVolume'; volume: number }
  | { type: 'toggleMute' }
  | { type: 'speechStarted'; cue: number }
  | { type: 'speechEnded'; cue: number }
  | { type: 'speechFailed'; cue: number }
  | { type: 'stepEnded' }
  | { type: 'stop' };

const IDLE: Narration = { kind: 'idle' };
const LAST_STEP = DEMO_STEPS.length - 1;

export function initialDemoState({ speechAvailable }: { speechAvailable: boolean }): DemoState {
  return {
    status: 'stopped',
    timeMs: 0,
    volume: DEFAULT_VOLUME,
    muted: false,
    speechAvailable,
    narration: IDLE,
    heldMs: 0,
    cue: 0,
    finished: false,
  };
}

export const stepIndexAt = (timeMs: number) => Math.min(LAST_STEP, Math.max(0, Math.floor(timeMs / STEP_MS)));

export const clampVolume = (volume: number) =>
  Number.isFinite(volume) ? Math.round(Math.min(1, Math.max(0, volume)) * 10) / 10 : DEFAULT_VOLUME;

/** The utterance volume: silent while muted. */
export const speechVolume = (state: Pick<DemoState, 'muted' | 'volume'>) => (state.muted ? 0 : state.volume);

/** Whether the player should be speaking the current step now. */
export const narrates = (state: DemoState) => state.status === 'playing' && state.speechAvailable && !state.muted;

/** '0:16' */
export function clockText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** '0:16 of 0:56', the progress slider's aria-valuetext. */
export const progressText = (ms: number) => m.landing_demo_time_of({ time: clockText(ms), total: clockText(DEMO_DURATION_MS) });

/** A step's narration starts (again) from its beginning. */
function cueNarration(state: DemoState): DemoState {
  return {
    ...state,
    cue: state.cue + 1,
    heldMs: 0,
    narration: narrates(state) ? { kind: 'starting', waitedMs: 0 } : IDLE,
  };
}

function finish(state: DemoState): DemoState {
  return { ...state, status: 'stopped', timeMs: 0, narration: IDLE, heldMs: 0, finished: true };
}

/** Moves to the start of the next step, or finishes after the last one. */
function nextStep(state: DemoState): DemoState {
  const step = stepIndexAt(state.timeMs);
  if (step >= LAST_STEP) return finish(state);
  return cueNarration({ ...state, timeMs: (step + 1) * STEP_MS });
}

function elapse(narration: Narration, ms: number): Narration {
  if (narration.kind === 'starting') {
    const waitedMs = narration.waitedMs + ms;
    return waitedMs >= SPEECH_START_TIMEOUT_MS ? IDLE : { kind: 'starting', waitedMs };
  }
  if (narration.kind === 'finishing') {
    const leftMs = narration.leftMs - ms;
    return leftMs <= 0 ? IDLE : { kind: 'finishing', leftMs };
  }
  return narration;
}

function tick(state: DemoState, ms: number): DemoState {
  if (state.status !== 'playing' || ms <= 0) return state;
  const narration = elapse(state.narration, ms);
  const step = stepIndexAt(state.timeMs);
  const stepEnd = (step + 1) * STEP_MS;
  const next = state.timeMs + ms;
  if (next < stepEnd) return { ...state, narration, timeMs: next };
  // While held, the clock waits one millisecond short of the boundary, so the step on screen is the one being narrated.
  const heldMs = state.timeMs === stepEnd - 1 ? state.heldMs + ms : next - stepEnd;
  if (narration.kind !== 'idle' && heldMs < HOLD_CAP_MS) return { ...state, narration, timeMs: stepEnd - 1, heldMs };
  return nextStep({ ...state, narration });
}

function seekTo(state: DemoState, ms: number): DemoState {
  const timeMs = Math.min(DEMO_DURATION_MS, Math.max(0, Math.round(ms)));
  const moved: DemoState = { ...state, timeMs, finished: false };
  return state.status === 'playing' ? cueNarration(moved) : { ...moved, narration: IDLE, heldMs: 0 };
}

function play(state: DemoState): DemoState {
  if (state.status === 'playing') return state;
  const timeMs = state.timeMs >= DEMO_DURATION_MS ? 0 : state.timeMs;
  return cueNarration({ ...state, status: 'playing', timeMs, finished: false });
}

function onSpeech(state: DemoState, cue: number, narration: (current: Narration) => Narration | null): DemoState {
  if (cue !== state.cue || state.status !== 'playing') return state;
  const changed = narration(state.narration);
  return changed ? { ...state, narration: changed } : state;
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'play':
      return play(state);
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused', narration: IDLE, heldMs: 0 } : state;
    case 'togglePlay':
      return state.status === 'playing' ? demoReducer(state, { type: 'pause' }) : play(state);
    case 'tick':
      return tick(state, action.ms);
    case 'seek':
      return seekTo(state, state.timeMs + action.deltaMs);
    case 'seekTo':
      return seekTo(state, action.ms);
    case 'setVolume':
      return { ...state, volume: clampVolume(action.volume) };
    case 'toggleMute': {
      const toggled = { ...state, muted: !state.muted };
      // Muting ends the narration (and its hold); unmuting narrates the current step again.
      if (toggled.muted) return { ...toggled, narration: IDLE };
      return toggled.status === 'playing' ? cueNarration(toggled) : toggled;
    }
    case 'speechStarted':
      return onSpeech(state, action.cue, (current) =>
        current.kind === 'starting' || current.kind === 'idle' ? { kind: 'speaking' } : null,
      );
    case 'speechEnded':
      return onSpeech(state, action.cue, (current) =>
        current.kind === 'starting' || current.kind === 'speaking' ? { kind: 'finishing', leftMs: AFTER_SPEECH_MS } : null,
      );
    case 'speechFailed':
      return onSpeech(state, action.cue, (current) =>
        current.kind === 'starting' || current.kind === 'speaking' ? { kind: 'finishing', leftMs: AFTER_SPEECH_ERROR_MS } : null,
      );
    case 'stepEnded':
      return state.status === 'stopped' ? state : nextStep(state);
    case 'stop':
      return {
        ...initialDemoState({ speechAvailable: state.speechAvailable }),
        volume: state.volume,
        muted: state.muted,
        cue: state.cue + 1,
      };
  }
}
