import type { MatchEvent } from '../../domain/model';
import { enumLabel, turnoverTypeLabel } from '../capture/captureWords';
import { type MessageKey, translate } from '../i18n';
import { officialLabel } from './officialLabel';
import { playersInWaterText } from './playersInWaterText';
import { warningsOf } from './warningsOf';

export type FieldRow = { label: string; value: string };

const assist = (cap: number | null | undefined, position: number | null | undefined) =>
  cap == null
    ? null
    : position == null
      ? `#${cap}`
      : translate('events', 'panel.assistWithPosition', { cap, position });

/**
 * The fields an event panel shows, only those present (docs/product.md §2 'Event list screen'),
 * in the current language.
 */
export function eventFieldRows(event: MatchEvent): FieldRow[] {
  const rows: [MessageKey<'events'>, string | null][] = [
    ['field.playerNumber', event.playerNumber != null ? String(event.playerNumber) : null],
    ['panel.official', event.official ? officialLabel(event.official) : null],
    ['field.formation', event.formation ?? null],
    ['field.opponentFormation', event.opponentFormation ?? null],
    ['field.playersInWater', event.playersInWater?.length ? playersInWaterText(event) : null],
    ['field.turnOverType', event.turnOverType ? turnoverTypeLabel(event.turnOverType) : null],
    ['field.exclusionType', event.exclusionType ? enumLabel(event.exclusionType) : null],
    ['panel.warnings', warningsOf(event)],
    ['field.shootSituation', event.shootSituation ? enumLabel(event.shootSituation) : null],
    ['panel.assist1', assist(event.shootAssistPlayerNumber1, event.shootAssistPosition1)],
    ['panel.assist2', assist(event.shootAssistPlayerNumber2, event.shootAssistPosition2)],
    ['field.shootType', event.shootType ? enumLabel(event.shootType) : null],
    ['field.shootOutcome', event.shootOutcome ? enumLabel(event.shootOutcome) : null],
    ['field.notes', event.notes || null],
  ];
  return rows
    .filter((row): row is [MessageKey<'events'>, string] => row[1] !== null)
    .map(([key, value]) => ({ label: translate('events', key), value }));
}
