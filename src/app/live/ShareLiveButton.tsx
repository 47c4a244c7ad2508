import { useState } from 'react';
import { problemOf } from '../../data/manage/problemOf';
import { startLiveShare } from '../../data/live';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { Button } from '../ui/Button';
import { shareLiveLink, type ShareResult } from './shareLiveLink';
import { shareResultText } from './shareResultText';
import { useT } from '../i18n';

type Props = { match: { id: number; name: string } };

/**
 * A data manager's one-tap 'Share live' beside a match: turns sharing on (or takes the share that is on,
 * names as chosen there) and hands the link on. Without a connection it says so instead of trying.
 */
export function ShareLiveButton({ match }: Props) {
  const t = useT('live');
  const isOnline = useOnlineStatus();
  const [result, setResult] = useState<ShareResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const share = async () => {
    setResult(null);
    setError(null);
    setIsBusy(true);
    try {
      const { url } = await startLiveShare(match.id);
      setResult(await shareLiveLink(url, t('page.shareTitle', { match: match.name })));
    } catch (caught) {
      setError(problemOf(caught).message);
    } finally {
      setIsBusy(false);
    }
  };
  const said = !isOnline ? t('share.needsConnection') : (error ?? shareResultText(result));
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-normal">
      <Button
        variant="secondary"
        className="whitespace-nowrap"
        disabled={!isOnline || isBusy}
        onClick={() => void share()}
      >
        {t('share.live')}
      </Button>
      <span role="status" className={`font-semibold ${error ? 'text-danger' : 'text-pool-900'}`}>
        {said}
      </span>
    </span>
  );
}
