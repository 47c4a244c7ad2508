import type { LiveSnapshot } from '../../domain/live/liveSnapshot';

/**
 * A snapshot from the wire, or null when the text is not one: a garbled message must not blank the page,
 * so the last good state stays. Only the parts the page cannot do without are checked.
 */
export function parseLiveSnapshot(text: string): LiveSnapshot | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const candidate = value as Partial<LiveSnapshot> | null;
  const isSnapshot =
    typeof candidate?.version === 'number' &&
    typeof candidate.match?.name === 'string' &&
    typeof candidate.teams?.team1?.name === 'string' &&
    typeof candidate.teams.team2?.name === 'string' &&
    Array.isArray(candidate.plays);
  return isSnapshot ? (candidate as LiveSnapshot) : null;
}
