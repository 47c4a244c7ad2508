import type { MatchEvent } from '../../domain/model';

/** '1, 3 C, 5 B, 6 P1, 7 P2': the caps in the water, marked centre, back and posts. */
export function playersInWaterText(
  event: Pick<
    MatchEvent,
    'playersInWater' | 'centerPlayers' | 'backPlayers' | 'post1PlayerNumber' | 'post2PlayerNumber'
  >,
): string {
  return (event.playersInWater ?? [])
    .map((cap) => {
      const marks = [
        event.centerPlayers?.includes(cap) ? 'C' : null,
        event.backPlayers?.includes(cap) ? 'B' : null,
        event.post1PlayerNumber === cap ? 'P1' : null,
        event.post2PlayerNumber === cap ? 'P2' : null,
      ].filter(Boolean);
      return [String(cap), ...marks].join(' ');
    })
    .join(', ');
}
