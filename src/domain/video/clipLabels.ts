import type { EventType, ShootOutcome, ShootSituation } from '../model';
import type { ManAdvantage } from './clipFilter';

/** Event types in words, seen from the team whose log holds them (DESIGN §6). */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  SHOOT: 'Shot',
  SHOOTAGAINST: 'Shot against',
  EXCLUSIONFOR: 'Exclusion committed',
  EXCLUSIONAGAINST: 'Exclusion earned',
  BALLGAINED: 'Ball won',
  BALLLOST: 'Turnover',
  SWIMOFF: 'Swim-off won',
  SWIMOFFAGAINST: 'Swim-off lost',
  DRIVE: 'Drive',
  PENALTYFOUL: 'Penalty committed',
  PENALTYFOULAGAINST: 'Penalty earned',
  FORMATIONCHANGE: 'Formation change',
  OFFENSE_START: 'Offense start',
  DEFENSE_START: 'Defense start',
  PLAYER_IN: 'Player in',
  PLAYER_OUT: 'Player out',
  TIMEOUT: 'Timeout',
  YELLOW_CARD: 'Yellow card',
  RED_CARD: 'Red card',
};

export const SHOOT_OUTCOME_LABELS: Record<ShootOutcome, string> = {
  GOAL: 'Goal',
  MISSFOR: 'Miss, ball kept',
  MISSAGAINST: 'Miss, ball lost',
  BLOCKFOR: 'Blocked, ball kept',
  BLOCKAGAINST: 'Blocked, ball lost',
};

export const SHOOT_SITUATION_LABELS: Record<ShootSituation, string> = {
  ACTION: 'Action',
  CENTER: 'Centre',
  COUNTERATTACK: 'Counterattack',
  DRIVE: 'Drive',
  DIRECT_FREE_THROW: 'Direct free throw',
  PENALTY: 'Penalty',
  PENALTYSHOOTOUT: 'Shootout penalty',
};

export const MAN_ADVANTAGE_LABELS: Record<ManAdvantage, string> = {
  MAN_UP: 'Man-up',
  MAN_DOWN: 'Man-down',
};

/** 'Q1' … 'Q4', and the shootout for quarter 5. */
export function quarterLabel(quarter: number): string {
  return quarter === 5 ? 'Shootout' : `Q${quarter}`;
}
