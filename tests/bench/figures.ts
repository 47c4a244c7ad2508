/** Small helpers the benches share to print comparable figures. */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const i = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[i]!;
}

export function summarise(label: string, samplesMs: number[]): void {
  const s = [...samplesMs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  console.log(
    `${label}: n=${s.length} mean=${mean.toFixed(3)} ms p50=${percentile(s, 50).toFixed(3)} ms p95=${percentile(s, 95).toFixed(3)} ms max=${(s.at(-1) ?? NaN).toFixed(3)} ms`,
  );
}

export function rate(label: string, count: number, elapsedMs: number, unit = 'ops'): void {
  console.log(
    `${label}: ${count} ${unit} in ${elapsedMs.toFixed(0)} ms = ${((count * 1000) / elapsedMs).toFixed(1)} ${unit}/s`,
  );
}
