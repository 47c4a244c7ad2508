import type { MatchEvent } from '../../model';

/**
 * An event in the script's expectation notation: `TYPE[ #cap][ vs #cap][ DETAIL][ PENALTY][ +X]`, e.g.
 * `SHOOT #7 vs #1 GOAL`, `EXCLUSIONFOR #11 vs #5 NORMAL +X`, `OFFENSE_START +X`, `YELLOW_CARD HEAD_COACH`.
 */
export function describeEvent(event: MatchEvent): string {
  const parts: string[] = [event.type];
  if (event.playerNumber != null) parts.push(`#${event.playerNumber}`);
  if (event.official != null) parts.push(event.official);
  if (event.opponentPlayerNumber != null) parts.push(`vs #${event.opponentPlayerNumber}`);
  const detail = event.shootOutcome ?? event.turnOverType ?? event.exclusionType;
  if (detail) parts.push(detail);
  if (event.shootSituation === 'PENALTY' || event.shootSituation === 'PENALTYSHOOTOUT')
    parts.push(event.shootSituation);
  if (event.type === 'FORMATIONCHANGE' && event.formation) parts.push(event.formation);
  if (event.extraPlayer) parts.push('+X');
  return parts.join(' ');
}
