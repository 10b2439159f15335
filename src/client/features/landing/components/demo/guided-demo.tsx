import { LoaderCircle, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { Button } from '../../../../components/ui/button';
import { SectionHeading } from '../../../../components/ui/section-heading';
import type { DemoPlayerProps } from './demo-player';
import { DEMO_LABELS } from './labels';
import { DEMO_CAPTION_BOX, DEMO_CHAPTER, DEMO_CHAPTER_LIST, DEMO_FRAME } from './layout';
import { DEMO_STEPS } from './steps';

/**
 * The guided demo's poster (docs/product.md#guided-demo). It holds the player's place, a 16:9 frame, the caption
 * box and the chapter list at the player's sizes, so nothing moves when the player arrives. The player and its
 * pictures are a chunk of their own, fetched only when the visitor presses Play: most visitors never do.
 */

type Player = ComponentType<DemoPlayerProps>;
type Loading = { state: 'poster' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; Player: Player };

export function GuidedDemo() {
  const [loading, setLoading] = useState<Loading>({ state: 'poster' });
  const playButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // After Close, the visitor continues from the Play button they started the demo with.
  useEffect(() => {
    if (loading.state !== 'poster' || !returnFocus.current) return;
    returnFocus.current = false;
    playButton.current?.focus();
  }, [loading.state]);

  function open() {
    setLoading({ state: 'loading' });
    import('./demo-player').then(
      ({ DemoPlayer }) => setLoading({ state: 'ready', Player: DemoPlayer }),
      () => setLoading({ state: 'failed' }),
    );
  }

  function close() {
    returnFocus.current = true;
    setLoading({ state: 'poster' });
  }

  return (
    <section id="demo" tabIndex={-1} aria-labelledby="demo-title" className="outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="demo-title" title={DEMO_LABELS.sectionTitle} subtitle={DEMO_LABELS.sectionSubtitle} />
        <div className="mx-auto mt-8 max-w-4xl">
          {loading.state === 'ready' ? (
            <loading.Player onClose={close} />
          ) : (
            <Poster loading={loading.state} onPlay={open} playButton={playButton} />
          )}
        </div>
      </div>
    </section>
  );
}

interface PosterProps {
  loading: 'poster' | 'loading' | 'failed';
  onPlay: () => void;
  playButton: RefObject<HTMLButtonElement | null>;
}

function Poster({ loading, onPlay, playButton }: PosterProps) {
  return (
    <div>
      <div className={`${DEMO_FRAME} w-full bg-gradient-to-br from-blue-600 to-blue-800`}>
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
          {loading === 'loading' ? (
            <p role="status" className="flex items-center gap-2 font-semibold">
              <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
              {DEMO_LABELS.loading}
            </p>
          ) : (
            <button
              ref={playButton}
              type="button"
              aria-label={DEMO_LABELS.posterPlay}
              onClick={onPlay}
              className="flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg hover:bg-red-700 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-white sm:size-20"
            >
              <Play aria-hidden="true" className="ml-1 size-8 fill-current sm:size-10" />
            </button>
          )}
          <p className="text-lg font-bold sm:text-2xl">{DEMO_LABELS.posterTitle}</p>
        </div>
      </div>
      <div className={DEMO_CAPTION_BOX}>
        {loading === 'failed' ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-gray-900">{DEMO_LABELS.loadFailed}</p>
            <Button variant="outline" onClick={onPlay}>
              {DEMO_LABELS.tryAgain}
            </Button>
          </div>
        ) : (
          <>
            <p className="font-semibold text-gray-900">{DEMO_LABELS.posterNote}</p>
            <p className="mt-1 text-gray-700">{DEMO_LABELS.posterHelp}</p>
          </>
        )}
      </div>
      <ol aria-label={DEMO_LABELS.chapters} className={DEMO_CHAPTER_LIST}>
        {DEMO_STEPS.map((step, index) => (
          <li key={step.visual} className={`${DEMO_CHAPTER} text-gray-800`}>
            <span aria-hidden="true" className="font-semibold text-blue-700">
              {index + 1}
            </span>
            {step.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
