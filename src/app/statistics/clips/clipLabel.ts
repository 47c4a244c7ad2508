import { statisticsText } from '../statisticsText';

/** What a linked count plays, for its aria-label and title: "Turnovers of USA: 3, play clips". */
export function clipLabel(what: string, owner: string, value: string | number): string {
  return statisticsText('clip.label', { what, owner, value });
}
