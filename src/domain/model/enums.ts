import * as v from 'valibot';

/** Event types of docs/product.md §3, seen from the selected team (docs/design.md §6). */
export const EVENT_TYPES = [
  'SHOOT',
  'SHOOTAGAINST',
  'EXCLUSIONFOR',
  'EXCLUSIONAGAINST',
  'BALLGAINED',
  'BALLLOST',
  'SWIMOFF',
  'SWIMOFFAGAINST',
  'DRIVE',
  'PENALTYFOUL',
  'PENALTYFOULAGAINST',
  'FORMATIONCHANGE',
  'OFFENSE_START',
  'DEFENSE_START',
  'PLAYER_IN',
  'PLAYER_OUT',
  'TIMEOUT',
  /** The other team's time-out, kept by a scorer who keeps both teams. */
  'TIMEOUTAGAINST',
  'YELLOW_CARD',
  'RED_CARD',
  /** A card to the other team's player (opponentPlayerNumber) or official, kept by a scorer who keeps both teams. */
  'YELLOW_CARD_AGAINST',
  'RED_CARD_AGAINST',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The cards a referee shows; the carded person belongs to the event's team (a player or an official). */
export const CARD_TYPES = ['YELLOW_CARD', 'RED_CARD'] as const satisfies readonly EventType[];
export type CardType = (typeof CARD_TYPES)[number];
/** The same cards shown to the other team, as a scorer keeping both teams records them. */
export const THEIR_CARD_TYPES = ['YELLOW_CARD_AGAINST', 'RED_CARD_AGAINST'] as const satisfies readonly EventType[];
export type TheirCardType = (typeof THEIR_CARD_TYPES)[number];

/** Team officials on the bench who can be shown a card (LEN/World Aquatics reports list them by role). */
export const TEAM_OFFICIALS = ['HEAD_COACH', 'ASSISTANT_COACH', 'TEAM_OFFICIAL'] as const;
export type TeamOfficial = (typeof TEAM_OFFICIALS)[number];

export const SHOOT_SITUATIONS = [
  'ACTION',
  'CENTER',
  'COUNTERATTACK',
  'DRIVE',
  'DIRECT_FREE_THROW',
  'PENALTY',
  'PENALTYSHOOTOUT',
] as const;
export type ShootSituation = (typeof SHOOT_SITUATIONS)[number];
/** The normal list offered to the scorer excludes the penalty situations (docs/product.md §5). */
export const NORMAL_SHOOT_SITUATIONS = SHOOT_SITUATIONS.filter(
  (s) => s !== 'PENALTY' && s !== 'PENALTYSHOOTOUT',
) as readonly ShootSituation[];

export const SHOOT_OUTCOMES = ['GOAL', 'MISSFOR', 'MISSAGAINST', 'BLOCKFOR', 'BLOCKAGAINST'] as const;
export type ShootOutcome = (typeof SHOOT_OUTCOMES)[number];

/**
 * How a shot that missed (MISSFOR, MISSAGAINST) ended, as a scorer sees it: the goalkeeper saved it, it went wide or
 * over, or it hit the post and stayed out. Goals and blocks need none; older clients send none.
 */
export const SHOOT_RESULTS = ['SAVED', 'MISSED', 'POST'] as const;
export type ShootResult = (typeof SHOOT_RESULTS)[number];

export const SHOOT_TYPES = ['POWER', 'LOB', 'SKIP', 'BACKHAND', 'SWEEP', 'PUSH', 'TIP'] as const;
export type ShootType = (typeof SHOOT_TYPES)[number];

/** DRY: straight off a pass; WET: from the water; AFTER_FAKE: after a fake. */
export const SHOOT_METHODS = ['DRY', 'WET', 'AFTER_FAKE'] as const;
export type ShootMethod = (typeof SHOOT_METHODS)[number];

export const TURNOVER_TYPES = ['BALL_LOST', 'CONTRAFAULT', 'TIME', 'BAD_PASS'] as const;
export type TurnOverType = (typeof TURNOVER_TYPES)[number];

export const EXCLUSION_TYPES = ['NORMAL', 'PAIR', 'VIOLENCE', 'WITH_SUBSTITUTION'] as const;
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];

export const ASSIST_POSITIONS = [1, 2, 3, 4, 5, 6] as const;
export type AssistPosition = (typeof ASSIST_POSITIONS)[number];

/** Formation codes (docs/design.md §6); edit here only. */
export const NORMAL_FORMATIONS = ['ARC', '3-3', '4-2', '2-4', 'PRESS', 'ZONE', 'M_DROP'] as const;
export const EXTRA_PLAYER_FORMATIONS = ['4-2', '3-3', '5-1', 'BOX', 'UMBRELLA'] as const;
export const FORMATIONS = [...new Set([...NORMAL_FORMATIONS, ...EXTRA_PLAYER_FORMATIONS])];

export const MATCH_STATUSES = ['SCHEDULED', 'ONGOING', 'ENDED'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const AUTHORITIES = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_ANALYST'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const TEAM_SIDES = ['team1', 'team2'] as const;
export type TeamSide = (typeof TEAM_SIDES)[number];

export const EventTypeSchema = v.picklist(EVENT_TYPES);
export const ShootSituationSchema = v.picklist(SHOOT_SITUATIONS);
export const ShootOutcomeSchema = v.picklist(SHOOT_OUTCOMES);
export const ShootResultSchema = v.picklist(SHOOT_RESULTS);
export const ShootTypeSchema = v.picklist(SHOOT_TYPES);
export const ShootMethodSchema = v.picklist(SHOOT_METHODS);
export const TurnOverTypeSchema = v.picklist(TURNOVER_TYPES);
export const ExclusionTypeSchema = v.picklist(EXCLUSION_TYPES);
export const TeamOfficialSchema = v.picklist(TEAM_OFFICIALS);
export const MatchStatusSchema = v.picklist(MATCH_STATUSES);
export const AuthoritySchema = v.picklist(AUTHORITIES);
