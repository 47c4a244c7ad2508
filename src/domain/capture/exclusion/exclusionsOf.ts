import { type ExclusionType, type MatchEvent, VIOLENCE_EXCLUSION_TIME } from '../../model';
import { isFouledOut, personalFoulOf } from './personalFouls';

/**
 * An exclusion still running, seen from the selected team: whose player is out (`ours`), his cap when recorded, the
 * match seconds it started and ends at, and whether he comes back when it ends (not after a third personal foul,
 * an exclusion for the rest of the match or for violence: a substitute comes in instead).
 */
export type RunningExclusion = {
  eventUuid: string;
  ours: boolean;
  cap: number | null;
  from: number;
  until: number;
  returns: boolean;
};

type ExclusionEvent = Pick<
  MatchEvent,
  'uuid' | 'type' | 'quarter' | 'time' | 'shootOutcome' | 'playerNumber' | 'opponentPlayerNumber' | 'exclusionType'
>;

/** Exclusions that end early, at a goal or when the excluded side regains the ball: all but violence (4 minutes). */
const endsEarly = (type: ExclusionType | null | undefined) => type !== 'VIOLENCE';
const returnsAfter = (type: ExclusionType | null | undefined) => type !== 'VIOLENCE' && type !== 'WITH_SUBSTITUTION';

/** An exclusion of the quarter and how it ended: still running (null), its time run out, a goal or a regain. */
export type QuarterExclusion = RunningExclusion & { endedBy: 'time' | 'goal' | 'regain' | null };

/**
 * The exclusions of `quarter` up to match second `time`, from the events of the selected team in the order they were
 * recorded. As the rules of water polo have it (and as the play-by-play import applies them), an exclusion ends at the
 * first of
 * - the league's exclusion time of game time run (`exclusionTime`, 20 s or 18 s; 4 minutes for violence): clocks
 *   read in whole seconds, so the last second of it (7:30 after an exclusion at 7:50) is still man-up, as the import
 *   counts it,
 * - a goal by either side,
 * - the excluded side regaining the ball (a possession of its own starts after one of the other side's: OFFENSE_START
 *   for ours, DEFENSE_START for theirs; a pair exclusion keeps the ball where it was),
 * - the end of the quarter.
 * Violence is served in full. The third personal foul of a player (exclusions and penalty fouls) is his last: he
 * does not come back. Events later than `time` are left out (the scorer went back in time).
 */
export function exclusionsOf(
  events: readonly ExclusionEvent[],
  quarter: number,
  time: number,
  exclusionTime: number,
): QuarterExclusion[] {
  const all: (QuarterExclusion & { early: boolean })[] = [];
  const fouls = { ours: new Map<number, number>(), theirs: new Map<number, number>() };
  /** Whether the selected team attacks, from the last possession start (null before any). */
  let attacking: boolean | null = null;
  const end = (
    ended: (exclusion: QuarterExclusion & { early: boolean }) => boolean,
    by: 'goal' | 'regain',
    at: number,
  ) => {
    for (const exclusion of all) {
      if (exclusion.endedBy === null && exclusion.until >= at && ended(exclusion)) exclusion.endedBy = by;
    }
  };
  for (const event of events) {
    const isBefore = event.quarter < quarter || (event.quarter === quarter && event.time <= time);
    if (!isBefore) continue;
    const foul = personalFoulOf(event);
    const tally = foul ? (foul.ours ? fouls.ours : fouls.theirs) : null;
    if (foul && tally) tally.set(foul.cap, (tally.get(foul.cap) ?? 0) + 1);
    const isStart = event.type === 'OFFENSE_START' || event.type === 'DEFENSE_START';
    const wasAttacking = attacking;
    if (isStart) attacking = event.type === 'OFFENSE_START';
    if (event.quarter !== quarter) continue;
    if (event.shootOutcome === 'GOAL' && (event.type === 'SHOOT' || event.type === 'SHOOTAGAINST')) {
      end((exclusion) => exclusion.early, 'goal', event.time);
    } else if (isStart && attacking !== wasAttacking) {
      // A possession of the other side: the side that regains the ball gets its excluded players back.
      end((exclusion) => exclusion.early && exclusion.ours === attacking, 'regain', event.time);
    } else if (event.type === 'EXCLUSIONFOR' || event.type === 'EXCLUSIONAGAINST') {
      const ours = event.type === 'EXCLUSIONFOR';
      const cap = (ours ? event.playerNumber : event.opponentPlayerNumber) ?? null;
      const fouledOut = cap !== null && tally !== null && isFouledOut(tally.get(cap) ?? 0);
      const seconds = event.exclusionType === 'VIOLENCE' ? VIOLENCE_EXCLUSION_TIME : exclusionTime;
      all.push({
        eventUuid: event.uuid,
        ours,
        cap,
        from: event.time,
        until: event.time + seconds,
        returns: returnsAfter(event.exclusionType) && !fouledOut,
        early: endsEarly(event.exclusionType),
        endedBy: null,
      });
    }
  }
  return all.map(({ early: _early, ...exclusion }) =>
    exclusion.endedBy === null && exclusion.until < time ? { ...exclusion, endedBy: 'time' } : exclusion,
  );
}

/** The exclusions still running at match second `time` of `quarter` (exclusionsOf). */
export function runningExclusions(
  events: readonly ExclusionEvent[],
  quarter: number,
  time: number,
  exclusionTime: number,
): RunningExclusion[] {
  return exclusionsOf(events, quarter, time, exclusionTime)
    .filter((exclusion) => exclusion.endedBy === null)
    .map(({ endedBy: _endedBy, ...exclusion }) => exclusion);
}

/** Players more in the water for the selected team: > 0 man-up, < 0 man-down, 0 even. */
export function manAdvantage(running: readonly RunningExclusion[]): number {
  return running.reduce((advantage, exclusion) => advantage + (exclusion.ours ? -1 : 1), 0);
}
