import { TEAM_SIDES } from '../../domain/model';
import { isSameValue } from './isSameValue';
import type { MatchCaptureData } from './matchCaptureData';

/**
 * `next`, reusing every part of `previous` that did not change: the very same rows, lists and object when
 * nothing did. A read that only confirms what the screen already shows then re-renders nothing.
 */
export function shareUnchangedData(
  previous: MatchCaptureData | null | undefined,
  next: MatchCaptureData | null,
): MatchCaptureData | null {
  if (!previous || !next) return next;
  const logOf = (side: (typeof TEAM_SIDES)[number]) => {
    const events = shareRows(previous.logs[side].events, next.logs[side].events);
    const possessions = shareRows(previous.logs[side].possessions, next.logs[side].possessions);
    const kept = previous.logs[side];
    return events === kept.events && possessions === kept.possessions ? kept : { events, possessions };
  };
  const shared: MatchCaptureData = {
    match: isSameValue(previous.match, next.match) ? previous.match : next.match,
    quarterLength: next.quarterLength,
    roster: isSameValue(previous.roster, next.roster) ? previous.roster : next.roster,
    logs: { team1: logOf('team1'), team2: logOf('team2') },
    videos: isSameValue(previous.videos, next.videos) ? previous.videos : next.videos,
    tips: isSameValue(previous.tips, next.tips) ? previous.tips : next.tips,
    outboxOrder: isSameValue(previous.outboxOrder, next.outboxOrder) ? previous.outboxOrder : next.outboxOrder,
  };
  const isUnchanged = (Object.keys(shared) as (keyof MatchCaptureData)[]).every((key) =>
    key === 'logs'
      ? TEAM_SIDES.every((side) => shared.logs[side] === previous.logs[side])
      : shared[key] === previous[key],
  );
  return isUnchanged ? previous : shared;
}

/** `next` with each row equal to the one of the same uuid in `previous` replaced by that one. */
function shareRows<T extends { uuid: string }>(previous: readonly T[], next: T[]): T[] {
  const known = new Map(previous.map((row) => [row.uuid, row]));
  let isSame = previous.length === next.length;
  const rows = next.map((row, index) => {
    const kept = known.get(row.uuid);
    const reused = kept !== undefined && isSameValue(kept, row) ? kept : row;
    if (reused !== previous[index]) isSame = false;
    return reused;
  });
  return isSame ? (previous as T[]) : rows;
}
