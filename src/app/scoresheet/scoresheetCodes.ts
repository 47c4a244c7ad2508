import type { CardType, ExclusionType, TeamOfficial } from '../../domain/model';
import type { GoalKind, MajorFoul } from '../../domain/scoresheet';
import type { MessageKey } from '../i18n/namespaces';

/** The letters of the LEN/World Aquatics report; a pair exclusion has none there, so it gets its own. */
const EXCLUSION_CODES: Record<ExclusionType, string> = {
  NORMAL: 'E',
  PAIR: 'E2',
  WITH_SUBSTITUTION: 'ES',
  VIOLENCE: 'EV',
};

const GOAL_CODES: Record<GoalKind, string> = { FIELD: 'G', EXTRA_MAN: 'EG', PENALTY: 'PG', SHOOTOUT: 'PSO' };

const CARD_CODES: Record<CardType, string> = { YELLOW_CARD: 'YC', RED_CARD: 'RC' };

/** Officials are written in the cap's place; the report numbers them, we name their role. */
const OFFICIAL_CODES: Record<TeamOfficial, string> = { HEAD_COACH: 'HC', ASSISTANT_COACH: 'AC', TEAM_OFFICIAL: 'OFF' };

export function cardCode(card: CardType): string {
  return CARD_CODES[card];
}

/** Who a line is about: the cap, a team official's role, or nobody (a time-out). */
export function personCode(cap: number | null, official: TeamOfficial | null = null): string {
  if (cap !== null) return String(cap);
  return official ? OFFICIAL_CODES[official] : '';
}

export function foulCode(foul: MajorFoul): string {
  if (foul.kind === 'PENALTY_FOUL') return 'P';
  return foul.exclusionType ? EXCLUSION_CODES[foul.exclusionType] : 'E';
}

export function goalCode(kind: GoalKind): string {
  return GOAL_CODES[kind];
}

/**
 * The legend printed under the report, one entry per code. The codes are the report's own in every language;
 * their meanings come from the scoresheet catalogue.
 */
export const SCORESHEET_LEGEND: readonly [code: string, meaning: MessageKey<'scoresheet'>][] = [
  ['G', 'legend.goal'],
  ['EG', 'legend.extraManGoal'],
  ['PG', 'legend.penaltyGoal'],
  ['PSO', 'legend.shootoutGoal'],
  ['E', 'legend.exclusion'],
  ['E2', 'legend.pairExclusion'],
  ['ES', 'legend.exclusionWithSubstitution'],
  ['EV', 'legend.violence'],
  ['P', 'legend.penaltyFoul'],
  ['TO', 'legend.timeout'],
  ['YC', 'legend.yellowCard'],
  ['RC', 'legend.redCard'],
  ['HC', 'legend.headCoach'],
  ['AC', 'legend.assistantCoach'],
  ['OFF', 'legend.teamOfficial'],
];
