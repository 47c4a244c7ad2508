import { afterPaint } from './afterPaint';

/**
 * Runs `steps` in order once the current frame is painted, as many per task as fit in `sliceMs`, yielding
 * between tasks so frames and input come in between (no long task after the first paint); returns a cancel.
 */
export function runInSlices(steps: readonly (() => void)[], sliceMs = 12): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const started = performance.now();
    while (next < steps.length) {
      steps[next++]!();
      if (performance.now() - started >= sliceMs) break;
    }
    if (next < steps.length) timer = setTimeout(slice, 0);
  };
  const cancelPaint = afterPaint(slice);
  return () => {
    cancelPaint();
    clearTimeout(timer);
  };
}
