import { useCallback } from 'react';
import { dispatchCaptureCommand } from '../../data/captureState';
import type { CaptureCommand, CaptureWrite } from '../../domain/capture';
import { translate } from '../i18n';
import { showSnackbar } from '../ui/snackbarStore';
import { captureErrorMessage } from './captureWords';

/** What a command stored, once it is on disk; null when the engine refused it or the write failed. */
export type SentCommand = { writes: readonly CaptureWrite[] };
/** `tappedAt`: the instant of the tap that sent it (its time on the game clock), when it waited its turn. */
export type SendCommand = (command: CaptureCommand, tappedAt?: number) => Promise<SentCommand | null>;

/**
 * Sends a command down the capture path; an engine error is shown in a snackbar, worded in the current language.
 * Resolves with what the command stored, or null when it was refused or not stored.
 */
export function useSendCommand(matchId: number): SendCommand {
  return useCallback(
    async (command: CaptureCommand, tappedAt?: number) => {
      try {
        const outcome = await dispatchCaptureCommand(matchId, command, tappedAt);
        if (!outcome.error) return { writes: outcome.writes };
        showSnackbar(captureErrorMessage(outcome.error), 'error');
        return null;
      } catch (error) {
        console.error(
          '[capture] command failed',
          command,
          error instanceof Error ? `${error.name}: ${error.message}` : error,
        );
        showSnackbar(translate('capture', 'error.notStored'), 'error');
        return null;
      }
    },
    [matchId],
  );
}
