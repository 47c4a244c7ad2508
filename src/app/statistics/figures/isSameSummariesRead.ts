import type { CachedStatsSummaries } from '../../../data/statistics';

/** Two reads hold the same rows (each summary is stamped when computed): nothing to compute or paint again. */
export function isSameSummariesRead(a: CachedStatsSummaries, b: CachedStatsSummaries): boolean {
  const ids = (read: CachedStatsSummaries) =>
    [
      read.matches.map(({ match, summary }) => `${match.id}:${summary.stamp}:${JSON.stringify(match)}`).join(),
      read.stale.map((match) => JSON.stringify(match)).join(),
      read.missing.join(),
      read.withVideo.join(),
    ].join('|');
  return ids(a) === ids(b);
}
