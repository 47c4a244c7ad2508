import type { Possession } from '../model';

/** The opponent's possession seen from `team`: offense, lineups and formations swap. */
export function mirrorPossession(possession: Possession, team: { id: number }): Possession {
  return {
    ...possession,
    id: undefined,
    uuid: possession.opponentPossessionUuid ?? possession.uuid,
    team: { id: team.id },
    offense: !possession.offense,
    playersInWater: possession.opponentPlayersInWater ?? null,
    opponentPlayersInWater: possession.playersInWater ?? null,
    formation: possession.opponentFormation ?? null,
    opponentFormation: possession.formation ?? null,
    opponentPossessionUuid: possession.uuid,
  };
}
