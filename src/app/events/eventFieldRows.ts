import type { MatchEvent } from '../../domain/model';
import { enumLabel } from '../capture/enumLabel';
import { turnoverTypeLabel } from '../capture/turnoverTypeLabel';
import { officialLabel } from './officialLabel';
import { playersInWaterText } from './playersInWaterText';
import { warningsOf } from './warningsOf';

export type FieldRow = { label: string; value: string };

const assist = (cap: number | null | undefined, position: number | null | undefined) =>
  cap == null ? null : position == null ? `#${cap}` : `#${cap} (position ${position})`;

/** The fields an event panel shows, only those present (spec §2 'Event list screen'). */
export function eventFieldRows(event: MatchEvent): FieldRow[] {
  const rows: [string, string | null][] = [
    ['Player number', event.playerNumber != null ? String(event.playerNumber) : null],
    ['Official', event.official ? officialLabel(event.official) : null],
    ['Formation', event.formation ?? null],
    ['Opponent formation', event.opponentFormation ?? null],
    ['Players in water', event.playersInWater?.length ? playersInWaterText(event) : null],
    ['Turn over type', event.turnOverType ? turnoverTypeLabel(event.turnOverType) : null],
    ['Exclusion type', event.exclusionType ? enumLabel(event.exclusionType) : null],
    ['Warnings', warningsOf(event)],
    ['Shoot situation', event.shootSituation ? enumLabel(event.shootSituation) : null],
    ['Assist 1', assist(event.shootAssistPlayerNumber1, event.shootAssistPosition1)],
    ['Assist 2', assist(event.shootAssistPlayerNumber2, event.shootAssistPosition2)],
    ['Shoot type', event.shootType ? enumLabel(event.shootType) : null],
    ['Shoot outcome', event.shootOutcome ? enumLabel(event.shootOutcome) : null],
    ['Notes', event.notes || null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value }));
}
