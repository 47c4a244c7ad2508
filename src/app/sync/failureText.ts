import type { OutboxRow } from '../../data/db';
import { translate } from '../i18n';
import { serverCodeText } from '../ui/problemText';

/**
 * Why a write has not reached the server: its status (or no answer) and what the server said. In another language
 * than the server's English, a problem with one of the server's stable message keys (a signed match, a validation
 * error, …) is said in the app's words, as problemText says it elsewhere.
 */
export function failureText(row: OutboxRow): string | null {
  const failure = row.lastFailure;
  // Rows that failed before the failure was kept as data carry only the recorded line.
  if (!failure) return row.lastError;
  const { status, message } = failure;
  const detail = (message ? serverCodeText(message) : null) ?? failure.detail;
  if (status === null) {
    return detail
      ? translate('common', 'syncProblems.noAnswerWithDetail', { detail })
      : translate('common', 'syncProblems.noAnswer');
  }
  return detail
    ? translate('common', 'syncProblems.statusWithDetail', { status: String(status), detail })
    : translate('common', 'syncProblems.status', { status: String(status) });
}
