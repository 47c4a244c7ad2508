import { useState } from 'react';
import type { OutboxRow } from '../../data/db';
import { discardOutboxRow, exportOutboxRows, retryOutboxRow } from '../../data/outbox';
import { requestSync } from '../../data/sync';
import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { failureText } from './failureText';
import { writeLabel } from './writeLabel';

type Props = { open: boolean; onClose: () => void; rows: OutboxRow[] };

async function downloadParked(): Promise<void> {
  const json = await exportOutboxRows('parked');
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `poolside-sync-problems-${Date.now()}.json`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * 'Sync problems': every write that failed, with the server's last answer. Parked writes stay here
 * until the user retries, exports or discards them: nothing is dropped unseen (docs/design.md §4).
 */
export function SyncProblemsDialog({ open, onClose, rows }: Props) {
  const parked = rows.filter((row) => row.state === 'parked');
  const [discarding, setDiscarding] = useState<OutboxRow | null>(null);
  const t = useT('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('syncProblems.title')}
      actions={
        <>
          {parked.length > 0 && (
            <Button variant="secondary" onClick={() => void downloadParked()}>
              {t('syncProblems.exportJson')}
            </Button>
          )}
          <Button onClick={onClose}>{t('syncProblems.close')}</Button>
        </>
      }
    >
      {rows.length === 0 ? (
        <p>{t('syncProblems.nothingWaiting')}</p>
      ) : (
        <ul className="max-h-96 space-y-3 overflow-y-auto">
          {rows.map((row) => (
            <li key={row.id} className="rounded border border-slate-300 p-3">
              <p className="font-semibold">
                {writeLabel(row)}{' '}
                {row.state === 'parked'
                  ? t('syncProblems.parked')
                  : t('syncProblems.willRetry', { attempts: String(row.attempts) })}
              </p>
              <p className="break-words text-sm text-slate-700">{failureText(row)}</p>
              <div className="mt-2 flex gap-2">
                <Button
                  variant="secondary"
                  onClick={async () => {
                    await retryOutboxRow(row.id!);
                    await requestSync();
                  }}
                >
                  {t('syncProblems.retry')}
                </Button>
                {row.state === 'parked' && (
                  <Button variant="danger" onClick={() => setDiscarding(row)}>
                    {t('syncProblems.discard')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title={t('syncProblems.discardTitle')}
        message={discarding ? t('syncProblems.discardMessage', { write: writeLabel(discarding) }) : ''}
        confirmLabel={t('syncProblems.discard')}
        cancelLabel={t('syncProblems.cancel')}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discardOutboxRow(discarding.id!);
          setDiscarding(null);
        }}
      />
    </Dialog>
  );
}
