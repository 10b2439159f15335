import { clsx } from 'clsx';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX, X } from 'lucide-react';
import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from '../../../../lib/router';
import { m } from '../../../../../shared/i18n/paraglide/messages.js';
import { buttonClasses } from '../../../../components/ui/button';
import {
  DEMO_DURATION_MS,
  SEEK_MS,
  STEP_MS,
  clockText,
  demoReducer,
  initialDemoState,
  narrates,
  progressText,
  speechVolume,
  stepIndexAt,
  type DemoAction,
} from './demo-timeline';
import { DemoVisualStage, STAGE_HEIGHT, STAGE_WIDTH } from './demo-visuals';
import { DEMO_LABELS } from './labels';
import { DEMO_CAPTION_BOX, DEMO_CHAPTER, DEMO_CHAPTER_LIST, DEMO_FRAME } from './layout';
import { DEMO_SCRIPT } from './script';
import { useControlBar } from './use-control-bar';
import { useDemoClock } from './use-demo-clock';
import { useFullscreen } from './use-fullscreen';
import { speechAvailable, useNarration } from './use-narration';
import { useStageScale } from './use-stage-scale';

/**
 * The guided demo player (docs/product.md#guided-demo), a chunk of its own loaded when the visitor presses Play
 * on the poster. The rules of the clock live in demo-timeline.ts; this file wires them to the browser: a 100 ms
 * interval, speech synthesis, the control bar, the keyboard and full screen, each in a hook of its own file
 * (use-demo-clock, use-narration, use-control-bar, use-fullscreen, use-stage-scale).
 */

const LAST_STEP = DEMO_SCRIPT.length - 1;

const CONTROL =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white';

export interface DemoPlayerProps {
  onClose: () => void;
}

export function DemoPlayer({ onClose }: DemoPlayerProps) {
  const [state, dispatch] = useReducer(demoReducer, undefined, () => initialDemoState({ speechAvailable: speechAvailable() }));
  const root = useRef<HTMLDivElement>(null);
  const step = stepIndexAt(state.timeMs);
  const current = DEMO_SCRIPT[step]!;
  const playing = state.status === 'playing';

  // The visitor pressed Play on the poster: start at once, with the keyboard shortcuts ready.
  useEffect(() => {
    dispatch({ type: 'play' });
    root.current?.focus({ preventScroll: true });
  }, []);

  useDemoClock(playing, dispatch);

  useNarration(narrates(state) ? state.cue : null, current.spoken, speechVolume(state), dispatch);

  const { visible: controlsVisible, onActivity, barFocusHandlers } = useControlBar(playing);
  const fullscreen = useFullscreen(root);
  const stageBox = useRef<HTMLDivElement>(null);
  const stageScale = useStageScale(stageBox);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onActivity();
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Space and the arrows keep their own meaning on buttons, links and sliders.
    const onControl = target.closest('button, a') !== null;
    const onSlider = target.closest('input, [role="slider"]') !== null;
    switch (event.key) {
      case ' ':
        if (onControl) return;
        dispatch({ type: 'togglePlay' });
        break;
      case 'k':
      case 'K':
        dispatch({ type: 'togglePlay' });
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onSlider) return;
        dispatch({ type: 'seek', deltaMs: event.key === 'ArrowLeft' ? -SEEK_MS : SEEK_MS });
        break;
      case 'm':
      case 'M':
        dispatch({ type: 'toggleMute' });
        break;
      case 'f':
      case 'F':
        if (!fullscreen.supported) return;
        fullscreen.toggle();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function onStagePointerUp(event: PointerEvent<HTMLDivElement>) {
    // A click on the picture plays or pauses, as on a video; a tap only brings the controls back.
    if (event.pointerType === 'mouse') dispatch({ type: 'togglePlay' });
  }

  const showGetStarted = step === LAST_STEP && !state.finished;

  return (
    <div
      ref={root}
      role="region"
      aria-label={DEMO_LABELS.player}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerMove={onActivity}
      onPointerDown={onActivity}
      className={clsx('outline-none', fullscreen.active && 'flex flex-col justify-center bg-gray-950 p-4')}
    >
      <div
        className={clsx(
          DEMO_FRAME,
          fullscreen.active ? 'mx-auto w-[min(100%,calc((100dvh_-_12rem)*16/9))]' : 'w-full',
          !controlsVisible && 'cursor-none',
        )}
      >
        <div ref={stageBox} aria-hidden="true" className="absolute inset-0" onPointerUp={onStagePointerUp}>
          <div
            key={current.visual}
            className="origin-top-left motion-safe:transition-opacity motion-safe:duration-500 motion-safe:starting:opacity-0"
            style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT, transform: `scale(${stageScale})` }}
          >
            <DemoVisualStage visual={current.visual} />
          </div>
        </div>

        {state.finished && (
          // Clear of the close button above and the control bar below, even in a phone's 200 px tall frame.
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gray-950/85 px-4 pt-10 pb-20 text-center text-white sm:gap-3 sm:pb-24">
            <p className="text-sm font-bold sm:text-2xl">{DEMO_LABELS.finished}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/pricing" className={buttonClasses({ variant: 'accent' })}>
                {DEMO_LABELS.getStarted}
              </Link>
              <button
                type="button"
                onClick={() => dispatch({ type: 'play' })}
                className={buttonClasses({ variant: 'outline', className: 'focus-visible:outline-white' })}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {DEMO_LABELS.replay}
              </button>
            </div>
          </div>
        )}

        <div
          data-controls={controlsVisible ? 'visible' : 'hidden'}
          {...barFocusHandlers}
          className={clsx(
            'pointer-events-none absolute inset-0 flex flex-col justify-between text-white motion-safe:transition-opacity motion-safe:duration-300',
            !controlsVisible && 'opacity-0',
          )}
        >
          <div className="flex justify-end bg-gradient-to-b from-black/50 to-transparent p-1 sm:p-2">
            <button
              type="button"
              aria-label={DEMO_LABELS.close}
              onClick={onClose}
              className={clsx(CONTROL, controlsVisible && 'pointer-events-auto')}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div
            className={clsx(
              'bg-gradient-to-t from-black/80 via-black/60 to-transparent px-2 pt-6 pb-1 sm:px-3',
              controlsVisible && '[&>div]:pointer-events-auto',
            )}
          >
            <div className="flex items-center gap-2">
              <span className="shrink-0 text-xs tabular-nums sm:text-sm">
                {clockText(state.timeMs)} / {clockText(DEMO_DURATION_MS)}
              </span>
              <ProgressSlider timeMs={state.timeMs} dispatch={dispatch} />
            </div>
            <div className="flex items-center gap-0.5 sm:gap-1">
              <ControlButton label={playing ? DEMO_LABELS.pause : DEMO_LABELS.play} onClick={() => dispatch({ type: 'togglePlay' })}>
                {playing ? <Pause className="size-5 fill-current" /> : <Play className="size-5 fill-current" />}
              </ControlButton>
              <ControlButton label={DEMO_LABELS.back} onClick={() => dispatch({ type: 'seek', deltaMs: -SEEK_MS })}>
                <RotateCcw className="size-5" />
              </ControlButton>
              <ControlButton label={DEMO_LABELS.forward} onClick={() => dispatch({ type: 'seek', deltaMs: SEEK_MS })}>
                <RotateCw className="size-5" />
              </ControlButton>
              <ControlButton label={state.muted ? DEMO_LABELS.unmute : DEMO_LABELS.mute} onClick={() => dispatch({ type: 'toggleMute' })}>
                {state.muted ? <VolumeX className="size-5" /> : <Volume2 className="size-5" />}
              </ControlButton>
              <input
                type="range"
                aria-label={DEMO_LABELS.volume}
                min={0}
                max={1}
                step={0.1}
                value={state.volume}
                onChange={(event) => dispatch({ type: 'setVolume', volume: Number(event.target.value) })}
                className="h-10 w-16 min-w-0 cursor-pointer accent-white focus-visible:outline-2 focus-visible:outline-white sm:w-24"
              />
              <span className="flex-1" />
              {fullscreen.supported && (
                <ControlButton label={fullscreen.active ? DEMO_LABELS.exitFullscreen : DEMO_LABELS.fullscreen} onClick={fullscreen.toggle}>
                  {fullscreen.active ? <Minimize className="size-5" /> : <Maximize className="size-5" />}
                </ControlButton>
              )}
            </div>
          </div>
        </div>
      </div>

      <div className={clsx(DEMO_CAPTION_BOX, fullscreen.active && 'mx-auto w-full max-w-4xl')}>
        <div aria-live="polite" aria-atomic="true">
          <p className="text-sm font-semibold text-blue-700">{m.landing_demo_step_of({ step: step + 1, total: DEMO_SCRIPT.length })}</p>
          <h3 className="text-lg font-bold text-gray-900">{current.title}</h3>
          <p className="mt-1 text-base text-gray-800 sm:text-lg">{current.spoken}</p>
        </div>
        {/* The picture is hidden from assistive technology; this line says what it shows. */}
        <p className="mt-2 text-sm text-gray-600">{m.landing_demo_on_screen({ description: current.description })}</p>
        {showGetStarted && (
          <Link to="/pricing" className={buttonClasses({ variant: 'accent', className: 'mt-3' })}>
            {DEMO_LABELS.getStarted}
          </Link>
        )}
      </div>

      {!fullscreen.active && (
        <ol aria-label={DEMO_LABELS.chapters} className={DEMO_CHAPTER_LIST}>
          {DEMO_SCRIPT.map((chapter, index) => (
            <li key={chapter.visual}>
              <button
                type="button"
                aria-current={index === step ? 'step' : undefined}
                onClick={() => dispatch({ type: 'seekTo', ms: index * STEP_MS })}
                className={clsx(
                  DEMO_CHAPTER,
                  'focus-visible:outline-2 focus-visible:outline-blue-600',
                  index === step ? 'bg-blue-50 font-semibold text-blue-900' : 'text-gray-800 hover:bg-gray-100',
                )}
              >
                <span aria-hidden="true" className="font-semibold text-blue-700">
                  {index + 1}
                </span>
                {chapter.title}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={CONTROL}>
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** The seekable progress bar, with a marker where each chapter starts. */
function ProgressSlider({ timeMs, dispatch }: { timeMs: number; dispatch: (action: DemoAction) => void }) {
  function seekToPointer(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    dispatch({ type: 'seekTo', ms: ((event.clientX - box.left) / box.width) * DEMO_DURATION_MS });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, DemoAction> = {
      ArrowLeft: { type: 'seek', deltaMs: -SEEK_MS },
      ArrowDown: { type: 'seek', deltaMs: -SEEK_MS },
      ArrowRight: { type: 'seek', deltaMs: SEEK_MS },
      ArrowUp: { type: 'seek', deltaMs: SEEK_MS },
      Home: { type: 'seekTo', ms: 0 },
      End: { type: 'seekTo', ms: DEMO_DURATION_MS },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    dispatch(move);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={DEMO_LABELS.progress}
      aria-valuemin={0}
      aria-valuemax={DEMO_DURATION_MS / 1000}
      aria-valuenow={Math.floor(timeMs / 1000)}
      aria-valuetext={progressText(timeMs)}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) seekToPointer(event);
      }}
      className="relative flex h-8 flex-1 cursor-pointer touch-none items-center rounded focus-visible:outline-2 focus-visible:outline-white"
    >
      <div className="relative h-1.5 w-full rounded-full bg-white/35">
        <div className="absolute inset-y-0 left-0 rounded-full bg-red-500" style={{ width: `${(timeMs / DEMO_DURATION_MS) * 100}%` }} />
        {DEMO_SCRIPT.slice(1).map((chapter, index) => (
          <span
            key={chapter.visual}
            className="absolute -top-0.5 h-2.5 w-0.5 bg-white"
            style={{ left: `${(((index + 1) * STEP_MS) / DEMO_DURATION_MS) * 100}%` }}
          />
        ))}
        <span
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow"
          style={{ left: `${(timeMs / DEMO_DURATION_MS) * 100}%` }}
        />
      </div>
    </div>
  );
}
