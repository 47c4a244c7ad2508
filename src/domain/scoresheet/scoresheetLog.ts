import { TEAM_SIDES, type MatchEvent, type TeamSide } from '../model';
import { cardOf } from './cardOf';
import type { TeamMatchView } from '../stats';
import { isGoal } from '../stats/definitions';
import { goalKindOf } from './goalKindOf';
import { momentOf } from './momentOf';
import type { ScoresheetEntry } from './types';

type Line = { event: MatchEvent; side: TeamSide; order: number };

/**
 * The report's chronological list: every goal with the running score, every exclusion, penalty foul,
 * time-out and card of both teams in time order. Each team's lines come from its own side of the match (its log, or
 * the opponent's mirrored), so a linked pair of the two scorers is one line. Shootout goals keep their own
 * running score after the match's.
 */
export function scoresheetLog(views: Record<TeamSide, TeamMatchView>, quarterLength: number): ScoresheetEntry[] {
  const lines: Line[] = TEAM_SIDES.flatMap((side) =>
    views[side].events.map((event, order) => ({ event, side, order })),
  ).sort((a, b) => a.event.time - b.event.time || a.order - b.order);
  const score: Record<TeamSide, number> = { team1: 0, team2: 0 };
  const shootout: Record<TeamSide, number> = { team1: 0, team2: 0 };
  const entries: ScoresheetEntry[] = [];
  for (const { event, side } of lines) {
    const line = { ...momentOf(event, quarterLength), time: event.time, side, cap: event.playerNumber ?? null };
    if (isGoal(event, 'SHOOT')) {
      const goalKind = goalKindOf(event);
      const running = goalKind === 'SHOOTOUT' ? shootout : score;
      running[side] += 1;
      entries.push({ ...line, kind: 'GOAL', goalKind, score: { ...running } });
    } else if (event.type === 'EXCLUSIONFOR') {
      entries.push({ ...line, kind: 'EXCLUSION', exclusionType: event.exclusionType ?? null });
    } else if (event.type === 'PENALTYFOUL') {
      entries.push({ ...line, kind: 'PENALTY_FOUL' });
    } else if (event.type === 'TIMEOUT') {
      entries.push({ ...line, kind: 'TIMEOUT', cap: null });
    } else {
      const card = cardOf(event, quarterLength);
      if (card) entries.push({ ...line, kind: 'CARD', card: card.card, official: card.official });
    }
  }
  return entries;
}
