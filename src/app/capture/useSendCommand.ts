import { useCallback } from 'react';
import { dispatchCaptureCommand } from '../../data/captureState';
import type { CaptureCommand } from '../../domain/capture';
import { translate } from '../i18n';
import { showSnackbar } from '../ui/snackbarStore';
import { captureErrorMessage } from './captureWords';

export type SendCommand = (command: CaptureCommand) => Promise<boolean>;

/** Sends a command down the capture path; an engine error is shown in a snackbar, worded in the current language. Resolves true on success. */
export function useSendCommand(matchId: number): SendCommand {
  return useCallback(
    async (command: CaptureCommand) => {
      try {
        const outcome = await dispatchCaptureCommand(matchId, command);
        if (outcome.error) showSnackbar(captureErrorMessage(outcome.error), 'error');
        return !outcome.error;
      } catch (error) {
        console.error(
          '[capture] command failed',
          command,
          error instanceof Error ? `${error.name}: ${error.message}` : error,
        );
        showSnackbar(translate('capture', 'error.notStored'), 'error');
        return false;
      }
    },
    [matchId],
  );
}
