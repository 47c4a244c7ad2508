import type { TeamOfficial } from '../model';
import type { PlayByPlayRow } from './types';

/**
 * Who a card line of the official log names: a player by cap, else the official its name column gives
 * ("Team Head Coach", "Team Assistant Coach", "Team Official"); an unnamed bench card goes to a team official.
 */
export function cardPersonOf(row: Pick<PlayByPlayRow, 'cap' | 'player'>): {
  playerNumber: number | null;
  official: TeamOfficial | null;
} {
  if (row.cap !== null) return { playerNumber: row.cap, official: null };
  const name = row.player.toLowerCase();
  if (name.includes('assistant')) return { playerNumber: null, official: 'ASSISTANT_COACH' };
  if (name.includes('coach')) return { playerNumber: null, official: 'HEAD_COACH' };
  return { playerNumber: null, official: 'TEAM_OFFICIAL' };
}
