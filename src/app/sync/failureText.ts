import type { OutboxRow } from '../../data/db';
import { translate } from '../i18n';

/**
 * Why a write has not reached the server: its status (or no answer) and what the server said; a refusal the app knows
 * (a signed match) in the app's own words.
 */
export function failureText(row: OutboxRow): string | null {
  const failure = row.lastFailure;
  // Rows that failed before the failure was kept as data carry only the recorded line.
  if (!failure) return row.lastError;
  const { status, detail, message } = failure;
  // Refusals the app can word itself, rather than show the server's English.
  if (message === 'error.matchsigned') return translate('common', 'syncProblems.matchSigned');
  if (status === null) {
    return detail
      ? translate('common', 'syncProblems.noAnswerWithDetail', { detail })
      : translate('common', 'syncProblems.noAnswer');
  }
  return detail
    ? translate('common', 'syncProblems.statusWithDetail', { status: String(status), detail })
    : translate('common', 'syncProblems.status', { status: String(status) });
}
