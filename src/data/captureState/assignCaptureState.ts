import type { CaptureState } from '../../domain/capture';

/**
 * Puts `next` into the capture state proxy, field by field, touching only the fields that are not the very
 * values of `from` (the snapshot the engine started from): an unchanged undo history is not copied and
 * re-proxied on every tap. valtio 2 proxies the very objects it is given; a copy keeps the engine's values
 * free of proxies.
 */
export function assignCaptureState(proxy: CaptureState, next: CaptureState, from: CaptureState): void {
  for (const key of Object.keys(next) as (keyof CaptureState)[]) {
    if (next[key] !== from[key]) Object.assign(proxy, { [key]: structuredClone(next[key]) });
  }
}
