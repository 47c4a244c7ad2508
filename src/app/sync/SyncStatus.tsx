import { useState } from 'react';
import { requestSync } from '../../data/sync';
import { formatTime, useT } from '../i18n';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { SyncProblemsDialog } from './SyncProblemsDialog';
import { useOutboxStatus } from './useOutboxStatus';

/**
 * The sync indicator: how many captures wait for the server, when the last one arrived, and a way
 * into the 'Sync problems' panel when any row failed. Tapping it asks for a sync now.
 */
export function SyncStatus() {
  const t = useT('common');
  const { pending, parked, lastSyncAt, unreachableSince, problems } = useOutboxStatus();
  // No network, or a network through which nothing reaches the server (captures waiting and no answer).
  const isOnline = useOnlineStatus() && !(pending > 0 && unreachableSince !== null);
  const [isProblemsOpen, setProblemsOpen] = useState(false);
  const label = pending === 0 ? t('sync.allSynced') : t('sync.toSync', { count: String(pending) });
  const lastSync = lastSyncAt ? formatTime(lastSyncAt) : null;
  const spokenLabel = [
    label,
    isOnline ? null : t('sync.offline'),
    lastSync && t('sync.lastSyncInLabel', { time: lastSync }),
  ]
    .filter(Boolean)
    .join(', ');
  const tone =
    parked > 0 ? 'bg-danger text-white' : pending > 0 ? 'bg-amber-200 text-amber-950' : 'bg-pool-100 text-pool-900';
  return (
    <div className="flex items-center gap-2" data-testid="sync-status">
      <button
        type="button"
        onClick={() => void requestSync()}
        className={`min-h-12 rounded-full px-3 text-sm font-semibold ${tone}`}
        title={lastSync ? t('sync.lastSync', { time: lastSync }) : t('sync.notSyncedYet')}
        aria-label={spokenLabel}
      >
        {isOnline ? label : t('sync.offlineBadge', { status: label })}
      </button>
      {problems.length > 0 && (
        <button
          type="button"
          className="min-h-12 rounded-full bg-danger px-3 text-sm font-semibold text-white"
          onClick={() => setProblemsOpen(true)}
        >
          {t('sync.problemsButton', { count: String(problems.length) })}
        </button>
      )}
      <SyncProblemsDialog open={isProblemsOpen} onClose={() => setProblemsOpen(false)} rows={problems} />
    </div>
  );
}
