import { useEffect, useRef } from 'react';
import type { DemoAction } from './demo-timeline';

const SPEECH_RATE = 0.9;
const SPEECH_PITCH = 0.8;

/** Whether this browser can speak the narration; without it the demo runs on captions alone. */
export function speechAvailable(): boolean {
  return typeof window.speechSynthesis !== 'undefined' && typeof window.SpeechSynthesisUtterance === 'function';
}

/**
 * Speaks the current step whenever the cue changes (a new step, play, seek, unmute), and cancels on pause, mute,
 * close and unmount. A speech error is only a warning: the demo goes on without the voice.
 */
export function useNarration(cue: number | null, text: string, volume: number, dispatch: (action: DemoAction) => void) {
  // Read when an utterance starts: a volume change is heard from the next step, and does not restart the speech.
  const volumeRef = useRef(volume);
  useEffect(() => {
    volumeRef.current = volume;
  }, [volume]);

  useEffect(() => {
    if (cue === null) return;
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = SPEECH_RATE;
    utterance.pitch = SPEECH_PITCH;
    utterance.volume = volumeRef.current;
    utterance.onstart = () => dispatch({ type: 'speechStarted', cue });
    utterance.onend = () => dispatch({ type: 'speechEnded', cue });
    utterance.onerror = (event) => {
      if (event.error === 'interrupted' || event.error === 'canceled') return;
      console.warn(`Guided demo narration failed (${event.error}); the demo goes on with captions.`);
      dispatch({ type: 'speechFailed', cue });
    };
    synth.cancel();
    synth.speak(utterance);
    return () => {
      utterance.onstart = null;
      utterance.onend = null;
      utterance.onerror = null;
      synth.cancel();
    };
  }, [cue, text, dispatch]);
}
