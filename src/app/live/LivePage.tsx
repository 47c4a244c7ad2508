import { useParams, useSearch } from 'wouter';
import { isLiveEmbed } from './isLiveEmbed';
import { isLiveOverlay } from './isLiveOverlay';
import { LiveOverlay } from './LiveOverlay';
import { LiveBoxScore } from './LiveBoxScore';
import { LiveConnectionNotice } from './LiveConnectionNotice';
import { LivePlayFeed } from './LivePlayFeed';
import { LiveQuarterScores } from './LiveQuarterScores';
import { LiveScoreboard } from './LiveScoreboard';
import { LiveShotChart } from './LiveShotChart';
import { LiveUnavailable } from './LiveUnavailable';
import { ShareLinkButton } from './ShareLinkButton';
import { useLiveMatch } from './useLiveMatch';
import { useLiveTitle } from './useLiveTitle';
import { useT } from '../i18n';

/**
 * The public live match centre, /live/{shareId}: no sign-in, big type for the stands, updating by itself.
 * With ?embed=1 it is the compact block a club website puts in an iframe: no share button, fewer plays.
 */
export function LivePage() {
  const t = useT('live');
  const { shareId = '' } = useParams<{ shareId: string }>();
  const search = useSearch();
  const isEmbedded = isLiveEmbed(`/live/${shareId}`, search);
  const { snapshot, connection } = useLiveMatch(shareId);
  useLiveTitle(snapshot);
  // A streaming program's browser source: the scorebug alone, and nothing at all once the link is stopped.
  if (isLiveOverlay(`/live/${shareId}`, search))
    return connection === 'unavailable' ? null : <LiveOverlay snapshot={snapshot} />;
  if (connection === 'unavailable') return <LiveUnavailable isEmbedded={isEmbedded} />;
  const pageUrl = `${window.location.origin}/live/${encodeURIComponent(shareId)}`;
  return (
    <div className={`flex flex-col ${isEmbedded ? 'gap-3 p-2' : 'gap-5'}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={`font-bold text-pool-900 ${isEmbedded ? 'text-xl' : 'text-2xl sm:text-3xl'}`}>
          {snapshot?.match.name ?? t('page.fallbackTitle')}
        </h1>
        {isEmbedded || !snapshot ? null : (
          <ShareLinkButton
            url={pageUrl}
            title={t('page.shareTitle', { match: snapshot.match.name })}
            label={t('page.share')}
          />
        )}
      </div>
      <LiveConnectionNotice connection={connection} hasSnapshot={snapshot !== null} />
      {snapshot ? (
        <>
          <LiveScoreboard snapshot={snapshot} isCompact={isEmbedded} />
          {snapshot.differences ? (
            <p
              role="status"
              data-testid="live-unreviewed"
              className="rounded-md border-2 border-amber-600 bg-amber-50 px-3 py-2 text-lg text-slate-900"
            >
              {t('page.unreviewed', { count: snapshot.differences })}
            </p>
          ) : null}
          <LiveQuarterScores snapshot={snapshot} />
          <div className={`grid gap-5 ${isEmbedded ? '' : 'lg:grid-cols-2'}`}>
            <LivePlayFeed snapshot={snapshot} shownAtFirst={isEmbedded ? 6 : 12} />
            <div className="flex flex-col gap-5">
              <LiveBoxScore snapshot={snapshot} />
              <LiveShotChart snapshot={snapshot} />
            </div>
          </div>
        </>
      ) : connection === 'connecting' ? (
        <p role="status" className="text-lg">
          {t('page.loading')}
        </p>
      ) : null}
      {isEmbedded ? (
        <a
          href={pageUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-12 items-center font-semibold text-primary underline"
        >
          {t('page.openFull')}
        </a>
      ) : null}
    </div>
  );
}
