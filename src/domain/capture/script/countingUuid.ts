/** A deterministic uuid source for replays and tests: valid version-4 uuids counting up from 1. */
export function countingUuid(prefix = 0): () => string {
  let count = 0;
  const head = (prefix >>> 0).toString(16).padStart(8, '0');
  return () => {
    count += 1;
    return `${head}-0000-4000-8000-${count.toString(16).padStart(12, '0')}`;
  };
}
