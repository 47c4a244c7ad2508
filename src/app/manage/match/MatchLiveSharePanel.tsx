import { useState } from 'react';
import { readLiveShare, startLiveShare, stopLiveShare } from '../../../data/live';
import { problemOf, type Entity } from '../../../data/manage';
import { ShareLinkButton } from '../../live/ShareLinkButton';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { useT } from '../../i18n';
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
  const t = useT('manage');
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
    <DetailSection title={t('liveShare.title')}>
      {!isOnline ? (
        <p role="status" className="mb-3 font-semibold text-pool-900">
          {t('liveShare.offline')}
        </p>
      ) : null}
      {current ? (
        <div className="flex flex-col gap-3">
          <p>
            {current.showNames ? t('liveShare.withNames') : t('liveShare.capsOnly')} {t('liveShare.anyone')}
          </p>
          <p
            className="break-all rounded border-2 border-pool-200 bg-pool-50 px-3 py-2 font-mono"
            data-testid="live-share-link"
          >
            {current.url}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ShareLinkButton
              url={current.url}
              title={t('liveShare.pageTitle', { match: String(match.name) })}
              label={t('liveShare.copy')}
              preferShareSheet={false}
            />
            <a href={current.url} target="_blank" rel="noopener" className={buttonClasses('secondary', 'h-12')}>
              {t('liveShare.open')}
            </a>
            <Button
              variant="danger"
              className="h-12"
              disabled={!isOnline || isBusy}
              onClick={() => setIsStopping(true)}
            >
              {t('liveShare.stop')}
            </Button>
          </div>
        </div>
      ) : share.isLoading && current === undefined ? (
        <p role="status">{t('loading')}</p>
      ) : loadError === null ? (
        <div className="flex flex-col gap-2">
          <p>{t('liveShare.notShared')}</p>
          <CheckboxField
            label={t('liveShare.showNames')}
            checked={showNames}
            onChange={(event) => setShowNames(event.target.checked)}
          />
          <p className="text-sm text-pool-900">{t('liveShare.youth')}</p>
          <Button
            className="h-12 self-start"
            disabled={!isOnline || isBusy}
            onClick={() => void run(() => startLiveShare(matchId, showNames))}
          >
            {t('liveShare.share')}
          </Button>
        </div>
      ) : null}
      <FormError message={error ?? loadError} />
      <ConfirmDialog
        open={isStopping}
        title={t('liveShare.stopTitle')}
        message={t('liveShare.stopMessage')}
        confirmLabel={t('liveShare.stop')}
        cancelLabel={t('cancel')}
        onCancel={() => setIsStopping(false)}
        onConfirm={() => {
          setIsStopping(false);
          void run(() => stopLiveShare(matchId));
        }}
      />
    </DetailSection>
  );
}
