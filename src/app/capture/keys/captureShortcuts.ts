import type { CaptureCommand } from '../../../domain/capture';
import type { MessageKey } from '../../i18n';

/** Single-key shortcuts for laptop scorers; digits type a cap number (two digits within a moment). */
export const CAPTURE_SHORTCUTS: readonly { key: string; labelKey: MessageKey<'capture'>; command: CaptureCommand }[] = [
  { key: 's', labelKey: 'choice.shoot', command: { type: 'chooseEventType', choice: 'shoot' } },
  { key: 'x', labelKey: 'choice.exclusion', command: { type: 'chooseEventType', choice: 'exclusion' } },
  { key: 'p', labelKey: 'choice.penaltyFoul', command: { type: 'chooseEventType', choice: 'penaltyFoul' } },
  { key: 't', labelKey: 'choice.turnover', command: { type: 'chooseEventType', choice: 'turnover' } },
  { key: 'w', labelKey: 'choice.swimoff', command: { type: 'chooseEventType', choice: 'swimoff' } },
  { key: 'o', labelKey: 'choice.timeout', command: { type: 'chooseEventType', choice: 'timeout' } },
  { key: 'd', labelKey: 'choice.drive', command: { type: 'chooseEventType', choice: 'drive' } },
  { key: 'g', labelKey: 'shortcut.outcomeGoal', command: { type: 'chooseOutcome', outcome: 'GOAL' } },
  { key: 'm', labelKey: 'shortcut.outcomeMissOurs', command: { type: 'chooseOutcome', outcome: 'MISSFOR' } },
  { key: 'n', labelKey: 'shortcut.outcomeMissTheirs', command: { type: 'chooseOutcome', outcome: 'MISSAGAINST' } },
  { key: 'b', labelKey: 'shortcut.outcomeBlockOurs', command: { type: 'chooseOutcome', outcome: 'BLOCKFOR' } },
  { key: 'v', labelKey: 'shortcut.outcomeBlockTheirs', command: { type: 'chooseOutcome', outcome: 'BLOCKAGAINST' } },
  { key: 'u', labelKey: 'shortcut.undo', command: { type: 'undo' } },
];

export const CAP_TYPING_WINDOW_MS = 700;
