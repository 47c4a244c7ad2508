import {
  EXCLUSION_TIMES,
  POOL_LENGTHS,
  POSSESSION_CLOCKS,
  TIMEOUTS_PER_MATCH,
  leagueRulesOf,
} from '../../../domain/model';
import { entityText } from './entityText';

/** An option whose label is read when shown, so it follows the language. */
const option = (value: number, label: () => string) => ({
  value,
  get label() {
    return label();
  },
});

const seconds = (value: number) => entityText('seconds', { seconds: String(value) });
/** A possession clock names its second clock too (30/20 s): that is how the rules and the referees say it. */
const possessionClock = (full: number) =>
  entityText('league.possessionClockValue', {
    full: String(full),
    reset: String(leagueRulesOf({ possessionClock: full }).resetClock),
  });
const metres = (value: number) => entityText('metres', { metres: String(value) });

/**
 * The choices of each league rule in the form and how the detail view says a value (docs/design.md §6); the
 * form's empty choice is the World Aquatics rule.
 */
export const LEAGUE_RULES = {
  exclusionTime: { options: EXCLUSION_TIMES.map((n) => option(n, () => seconds(n))), text: seconds },
  possessionClock: {
    options: POSSESSION_CLOCKS.map((n) => option(n, () => possessionClock(n))),
    text: possessionClock,
  },
  poolLength: { options: POOL_LENGTHS.map((n) => option(n, () => metres(n))), text: metres },
  timeoutsPerMatch: { options: TIMEOUTS_PER_MATCH.map((n) => option(n, () => String(n))), text: String },
} as const;
