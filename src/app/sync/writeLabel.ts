import type { OutboxRow } from '../../data/db';
import { translate } from '../i18n';

/** What a queued write does, in words: 'Event create', 'Match start'. */
export function writeLabel(row: OutboxRow): string {
  if (row.entity === 'match') {
    const action = (row.payload as { action?: string } | null)?.action;
    return action === 'start' || action === 'end'
      ? translate('common', `write.match.${action}`)
      : translate('common', `write.match.${row.op}`);
  }
  return translate('common', `write.${row.entity}.${row.op}`);
}
