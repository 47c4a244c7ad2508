import { findWhistles, type Whistle } from '../../../domain/video';

export type WhistlesRequest = { samples: Float32Array; sampleRate: number };
export type WhistlesMessage = { progress: number } | { whistles: Whistle[] } | { error: string };

/** Hears the whistles of a decoded sound track off the main thread, telling its progress now and then. */
addEventListener('message', (event: MessageEvent<WhistlesRequest>) => {
  const { samples, sampleRate } = event.data;
  try {
    const whistles = findWhistles(samples, sampleRate, {
      onProgress: (progress) => postMessage({ progress } satisfies WhistlesMessage),
    });
    postMessage({ whistles } satisfies WhistlesMessage);
  } catch (error) {
    postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies WhistlesMessage);
  }
});
