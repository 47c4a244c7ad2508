import { useState } from 'react';
import { readLiveShare, startLiveShare, stopLiveShare } from '../../../data/live';
import { problemOf, type Entity } from '../../../data/manage';
import { ShareLinkButton } from '../../live/ShareLinkButton';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { CheckboxField } from '../../ui/CheckboxField';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';

/**
 * Publishing the match on the public live page (issue 14): off, 'Share live' with the names choice (caps only
 * for youth matches); on, the link to copy or open and 'Stop sharing' after a confirmation.
 */
export function MatchLiveSharePanel({ entity: match }: { entity: Entity }) {
  const matchId = Number(match.id);
  const isOnline = useOnlineStatus();
  const share = useAsync(`live-share-${matchId}`, () => readLiveShare(matchId));
  const [showNames, setShowNames] = useState(true);
  const [isStopping, setIsStopping] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    setIsBusy(true);
    try {
      await action();
      share.reload();
    } catch (caught) {
      setError(problemOf(caught).message);
    } finally {
      setIsBusy(false);
    }
  };
  const current = share.data;
  const loadError = share.error && !current ? share.error.message : null;
  return (
    <DetailSection title="Live sharing">
      {!isOnline ? (
        <p role="status" className="mb-3 font-semibold text-pool-900">
          Live sharing needs a connection.
        </p>
      ) : null}
      {current ? (
        <div className="flex flex-col gap-3">
          <p>
            {current.showNames ? 'Shared live with player names.' : 'Shared live with caps only (no player names).'}{' '}
            Anyone with the link follows the match without signing in.
          </p>
          <p className="break-all rounded border-2 border-pool-200 bg-pool-50 px-3 py-2 font-mono" data-testid="live-share-link">
            {current.url}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ShareLinkButton url={current.url} title={`${String(match.name)} · Live`} label="Copy link" preferShareSheet={false} />
            <a href={current.url} target="_blank" rel="noopener" className={buttonClasses('secondary', 'h-12')}>
              Open
            </a>
            <Button variant="danger" className="h-12" disabled={!isOnline || isBusy} onClick={() => setIsStopping(true)}>
              Stop sharing
            </Button>
          </div>
        </div>
      ) : share.isLoading && current === undefined ? (
        <p role="status">Loading…</p>
      ) : loadError === null ? (
        <div className="flex flex-col gap-2">
          <p>Not shared. Sharing publishes the score, plays and box score on a public page, updating live.</p>
          <CheckboxField label="Show player names" checked={showNames} onChange={(event) => setShowNames(event.target.checked)} />
          <p className="text-sm text-pool-900">Turn off for youth matches: the page then shows caps only.</p>
          <Button
            className="h-12 self-start"
            disabled={!isOnline || isBusy}
            onClick={() => void run(() => startLiveShare(matchId, showNames))}
          >
            Share live
          </Button>
        </div>
      ) : null}
      <FormError message={error ?? loadError} />
      <ConfirmDialog
        open={isStopping}
        title="Stop sharing this match live?"
        message="The link stops working at once, for everyone who has it."
        confirmLabel="Stop sharing"
        cancelLabel="Cancel"
        onCancel={() => setIsStopping(false)}
        onConfirm={() => {
          setIsStopping(false);
          void run(() => stopLiveShare(matchId));
        }}
      />
    </DetailSection>
  );
}
