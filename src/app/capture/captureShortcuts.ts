import type { CaptureCommand } from '../../domain/capture';

/** Single-key shortcuts for laptop scorers; digits type a cap number (two digits within a moment). */
export const CAPTURE_SHORTCUTS: readonly { key: string; label: string; command: CaptureCommand }[] = [
  { key: 's', label: 'Shoot', command: { type: 'chooseEventType', choice: 'shoot' } },
  { key: 'x', label: 'Exclusion', command: { type: 'chooseEventType', choice: 'exclusion' } },
  { key: 'p', label: 'Penalty foul', command: { type: 'chooseEventType', choice: 'penaltyFoul' } },
  { key: 't', label: 'Turnover', command: { type: 'chooseEventType', choice: 'turnover' } },
  { key: 'w', label: 'Swimoff', command: { type: 'chooseEventType', choice: 'swimoff' } },
  { key: 'o', label: 'Timeout', command: { type: 'chooseEventType', choice: 'timeout' } },
  { key: 'd', label: 'Drive', command: { type: 'chooseEventType', choice: 'drive' } },
  { key: 'g', label: 'Outcome: goal', command: { type: 'chooseOutcome', outcome: 'GOAL' } },
  { key: 'm', label: 'Outcome: miss (ours)', command: { type: 'chooseOutcome', outcome: 'MISSFOR' } },
  { key: 'n', label: 'Outcome: miss (theirs)', command: { type: 'chooseOutcome', outcome: 'MISSAGAINST' } },
  { key: 'b', label: 'Outcome: block (ours)', command: { type: 'chooseOutcome', outcome: 'BLOCKFOR' } },
  { key: 'v', label: 'Outcome: block (theirs)', command: { type: 'chooseOutcome', outcome: 'BLOCKAGAINST' } },
  { key: 'u', label: 'Undo last event', command: { type: 'undo' } },
];

export const CAP_TYPING_WINDOW_MS = 700;
