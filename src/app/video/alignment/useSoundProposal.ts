import { useCallback, useEffect, useRef, useState } from 'react';
import {
  decodeVideoSound,
  readVideoBytes,
  SOUND_RATE,
  SoundTooLargeError,
  type SoundSource,
} from '../../../data/video';
import type { MatchEvent } from '../../../domain/model';
import { proposeAlignment, type AlignmentProposal, type Whistle } from '../../../domain/video';
import type { WhistlesMessage, WhistlesRequest } from './whistles.worker';

export type SoundProposalState =
  | { phase: 'idle' }
  | { phase: 'reading'; fraction: number }
  | { phase: 'decoding' }
  | { phase: 'listening'; fraction: number }
  | { phase: 'proposed'; proposal: AlignmentProposal; heard: number }
  | { phase: 'failed'; isTooLarge: boolean };

/** Hears the whistles in a worker; the work is dropped, and the worker ended, when `signal` aborts. */
function hearWhistles(
  samples: Float32Array,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Whistle[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./whistles.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal.addEventListener('abort', () => {
      stop();
      reject(new DOMException('Cancelled', 'AbortError'));
    });
    worker.addEventListener('message', (event: MessageEvent<WhistlesMessage>) => {
      const message = event.data;
      if ('progress' in message) return onProgress(message.progress);
      stop();
      if ('whistles' in message) resolve(message.whistles);
      else reject(new Error(message.error));
    });
    worker.addEventListener('error', () => {
      stop();
      reject(new Error('The sound could not be heard'));
    });
    worker.postMessage({ samples, sampleRate: SOUND_RATE } satisfies WhistlesRequest, [samples.buffer]);
  });
}

/**
 * An alignment proposed from a video's sound (issue: clips for live-scored events): read the file (with progress),
 * decode its sound, hear its whistles off the main thread (with progress), match the events that stop play to them.
 * Cancel stops at once; leaving the screen cancels.
 */
export function useSoundProposal(source: SoundSource | null, events: readonly MatchEvent[]) {
  const [state, setState] = useState<SoundProposalState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle' });
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (!source) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const set = (next: SoundProposalState) => !signal.aborted && setState(next);
    try {
      set({ phase: 'reading', fraction: 0 });
      const bytes = await readVideoBytes(source, (fraction) => set({ phase: 'reading', fraction }), signal);
      set({ phase: 'decoding' });
      const samples = await decodeVideoSound(bytes);
      if (signal.aborted) return;
      set({ phase: 'listening', fraction: 0 });
      const whistles = await hearWhistles(samples, (fraction) => set({ phase: 'listening', fraction }), signal);
      set({ phase: 'proposed', proposal: proposeAlignment(events, whistles), heard: whistles.length });
    } catch (error) {
      set({ phase: 'failed', isTooLarge: error instanceof SoundTooLargeError });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [source, events]);

  return { state, start: () => void start(), cancel, reset: () => setState({ phase: 'idle' }) };
}
