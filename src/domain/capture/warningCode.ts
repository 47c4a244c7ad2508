import { leagueRulesOf, MAX_PLAYERS_IN_WATER, type MatchEvent } from '../model';
import { eventKindOf } from './event/eventKindOf';
import { isCap } from './lineup/caps';
import { isShootoutPeriod } from './period/isShootoutPeriod';
import { quarterLengthOf } from './period/quarterTime';
import type { CaptureContext, CaptureWarning, CaptureState } from './types';

export const WARNINGS = {
  tooManyPlayers: { code: 'tooManyPlayers', max: MAX_PLAYERS_IN_WATER },
  playerNotInWater: (cap: number): CaptureWarning => ({ code: 'playerNotInWater', cap }),
  assistIsShooter: { code: 'assistIsShooter' },
  samePosts: { code: 'samePosts' },
  beyondQuarter: { code: 'beyondQuarter' },
  noTimeoutsLeft: (max: number): CaptureWarning => ({ code: 'noTimeoutsLeft', max }),
} as const satisfies Record<string, CaptureWarning | ((value: number) => CaptureWarning)>;

/**
 * The red warning of the capture screen (docs/design.md §6), computed from the state and the open event; null when
 * all is well. While it exists Save is disabled.
 */
export function warningCode(
  state: CaptureState,
  context: Pick<CaptureContext, 'quarterLength' | 'isShootout' | 'rules'> & { events?: readonly MatchEvent[] },
): CaptureWarning | null {
  const event = state.current;
  const playersInWater = event?.playersInWater ?? state.playersInWater;
  if (playersInWater.length > MAX_PLAYERS_IN_WATER) return WARNINGS.tooManyPlayers;

  const kind = event?.type ? eventKindOf(event.type) : null;
  // A card may go to a player on the bench, so it is not checked against the players in the water either.
  const isLineupChecked =
    kind !== 'playerInOut' && kind !== 'card' && playersInWater.length > 0 && !isShootoutPeriod(state, context);
  // Choice: in the shootout any eligible player may shoot, so the players in water are not checked.
  if (event && isLineupChecked && isCap(event.playerNumber) && !playersInWater.includes(event.playerNumber)) {
    return WARNINGS.playerNotInWater(event.playerNumber);
  }

  const shooter = event?.playerNumber;
  const assists = [event?.shootAssistPlayerNumber1, event?.shootAssistPlayerNumber2];
  if (kind === 'shoot' && isCap(shooter) && assists.includes(shooter)) return WARNINGS.assistIsShooter;

  const post1 = event?.post1PlayerNumber ?? state.post1PlayerNumber;
  const post2 = event?.post2PlayerNumber ?? state.post2PlayerNumber;
  if (isCap(post1) && post1 === post2) return WARNINGS.samePosts;

  // Choice: an edited stored event keeps its own time, so the live clock is not checked against it.
  const isEditingStoredEvent = event?.uuid != null;
  if (!isEditingStoredEvent && state.time > quarterLengthOf(context)) return WARNINGS.beyondQuarter;

  // A new time-out beyond the league's time-outs per match, each team's own (the log holds ours, and theirs when
  // this scorer keeps both teams).
  if (kind === 'timeout' && !isEditingStoredEvent) {
    const max = (context.rules ?? leagueRulesOf(null)).timeoutsPerMatch;
    const called = (context.events ?? []).filter((stored) => stored.type === event?.type).length;
    if (called >= max) return WARNINGS.noTimeoutsLeft(max);
  }
  return null;
}
