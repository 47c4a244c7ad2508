import { possessionOutcome as listedOutcome } from '../../capture/possession/possessionOutcome';
import { eventKindOf } from '../../capture/event/eventKindOf';
import { applyStatsFilter } from '../applyStatsFilter';
import { assistedGoals } from '../assistedGoals';
import { boxScore } from '../boxScore';
import { boxScoreColumnOf } from '../boxScoreColumnOf';
import { cardCount, countByType, fraction } from '../counts';
import { goalkeeperCapOf } from '../goalkeeperCapOf';
import { goalkeeping } from '../goalkeeping';
import { goalMap } from '../goalMap';
import { goalsByQuarter } from '../goalsByQuarter';
import { goalZoneOf, poolZoneOf } from '../zones';
import { isFieldBlock, isGoal, isGoalkeeperSave, isOnTarget, isPenaltySituation, isSteal } from '../definitions';
import { isManUpGoal } from '../manUp/isManUpGoal';
import { isShootoutShot } from '../../score';
import { lineups } from '../lineups';
import { manDownDefence } from '../manUp/manDownDefence';
import { manUpEfficiency } from '../manUp/manUpEfficiency';
import { manUpStateOf } from '../manUp/manUpStateOf';
import { mirroredShootOutcome, mirrorEvent, mirrorPossession } from '../mirror';
import { playerDisplayName, playerKeyOf } from '../players';
import { playerMinutes } from '../playerMinutes';
import { playerStatistics } from '../playerStatistics';
import { plusMinus } from '../plusMinus';
import { possessionOutcome } from '../possessionOutcome';
import { possessionOutcomes } from '../possessionOutcomes';
import { shotMap } from '../shotMap';
import { teamMatchViews } from '../teamMatchViews';
import { teamStatistics } from '../teamStatistics';
import { findDifferences } from '../../review/findDifferences';
import { matchDifferences } from '../../review/matchDifferences';
import { possessionTimeOf } from './possessionTimeOf';

/** Raise when the shape of MatchSummary or summarizeMatch changes; rule changes are caught by the fingerprint below. */
const SUMMARY_SHAPE = 3;

/** Every function a stored summary's figures come from: change one and the stored summaries are recomputed. */
const DEFINITIONS: readonly ((...args: never[]) => unknown)[] = [
  listedOutcome,
  eventKindOf,
  applyStatsFilter,
  assistedGoals,
  boxScore,
  boxScoreColumnOf,
  cardCount,
  countByType,
  fraction,
  goalkeeperCapOf,
  goalkeeping,
  goalMap,
  goalsByQuarter,
  goalZoneOf,
  isFieldBlock,
  isGoal,
  isGoalkeeperSave,
  isManUpGoal,
  isOnTarget,
  isPenaltySituation,
  isShootoutShot,
  isSteal,
  lineups,
  manDownDefence,
  manUpEfficiency,
  manUpStateOf,
  mirrorEvent,
  mirroredShootOutcome,
  mirrorPossession,
  playerDisplayName,
  playerKeyOf,
  playerMinutes,
  playerStatistics,
  plusMinus,
  poolZoneOf,
  possessionOutcome,
  possessionOutcomes,
  shotMap,
  teamMatchViews,
  teamStatistics,
  possessionTimeOf,
  findDifferences,
  matchDifferences,
];

let version: string | null = null;

/**
 * The version of the statistics' definitions stored with every summary: the shape number and a fingerprint
 * (FNV-1a) of the code of every rule the figures come from, so a changed rule (a new extra-man window, a
 * shootout rule) recomputes the stored summaries even if nobody remembers to raise a number.
 */
export function statsDefinitionsVersion(): string {
  if (version !== null) return version;
  let hash = 0x811c9dc5;
  for (const definition of DEFINITIONS) {
    const text = definition.toString();
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  version = `${SUMMARY_SHAPE}.${(hash >>> 0).toString(36)}`;
  return version;
}
