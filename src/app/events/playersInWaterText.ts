import type { MatchEvent } from '../../domain/model';
import { translate } from '../i18n';

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
        event.centerPlayers?.includes(cap) ? 'mark.center' : null,
        event.backPlayers?.includes(cap) ? 'mark.back' : null,
        event.post1PlayerNumber === cap ? 'mark.post1' : null,
        event.post2PlayerNumber === cap ? 'mark.post2' : null,
      ] as const;
      return [String(cap), ...marks.flatMap((key) => (key ? [translate('events', key)] : []))].join(' ');
    })
    .join(', ');
}
