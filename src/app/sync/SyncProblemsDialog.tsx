import { useState } from 'react';
import type { OutboxRow } from '../../data/db';
import { discardOutboxRow, exportOutboxRows, retryOutboxRow } from '../../data/outbox';
import { requestSync } from '../../data/sync';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';

type Props = { open: boolean; onClose: () => void; rows: OutboxRow[] };

function describeRow(row: OutboxRow): string {
  const what = row.entity === 'match' ? `Match ${(row.payload as { action?: string }).action ?? ''}` : `${row.entity} ${row.op}`;
  return `${what[0]!.toUpperCase()}${what.slice(1)}`;
}

async function downloadParked(): Promise<void> {
  const json = await exportOutboxRows('parked');
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `poolside-sync-problems-${Date.now()}.json` });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * 'Sync problems': every write that failed, with the server's last answer. Parked writes stay here
 * until the user retries, exports or discards them: nothing is dropped unseen (DESIGN §4).
 */
export function SyncProblemsDialog({ open, onClose, rows }: Props) {
  const parked = rows.filter((row) => row.state === 'parked');
  const [discarding, setDiscarding] = useState<OutboxRow | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Sync problems"
      actions={
        <>
          {parked.length > 0 && (
            <Button variant="secondary" onClick={() => void downloadParked()}>
              Export JSON
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {rows.length === 0 ? (
        <p>Nothing is waiting.</p>
      ) : (
        <ul className="max-h-96 space-y-3 overflow-y-auto">
          {rows.map((row) => (
            <li key={row.id} className="rounded border border-slate-300 p-3">
              <p className="font-semibold">
                {describeRow(row)} {row.state === 'parked' ? '· stopped after repeated failures' : `· will retry (${row.attempts} failed)`}
              </p>
              <p className="break-words text-sm text-slate-700">{row.lastError}</p>
              <div className="mt-2 flex gap-2">
                <Button
                  variant="secondary"
                  onClick={async () => {
                    await retryOutboxRow(row.id!);
                    await requestSync();
                  }}
                >
                  Retry
                </Button>
                {row.state === 'parked' && (
                  <Button variant="danger" onClick={() => setDiscarding(row)}>
                    Discard
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this write?"
        message={discarding ? `${describeRow(discarding)} will never reach the server. Export it first if you may need it.` : ''}
        confirmLabel="Discard"
        cancelLabel="Cancel"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discardOutboxRow(discarding.id!);
          setDiscarding(null);
        }}
      />
    </Dialog>
  );
}
