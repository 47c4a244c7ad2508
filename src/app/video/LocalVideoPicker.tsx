import { useId, useState } from 'react';
import { removeLocalVideo, type LocalVideoRow } from '../../data/video';
import { formatNumber, useT, type Translate } from '../i18n';
import { Button } from '../ui/Button';
import { quarterLabel } from './quarterLabel';
import { useKeepLocalVideo } from './useKeepLocalVideo';
import { VideoCoverSelect } from './VideoCoverSelect';
import { VideoFileButton } from './VideoFileButton';

type Props = {
  match: { id: number; name: string };
  localVideos: readonly LocalVideoRow[];
};

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const coverLabel = (t: Translate<'video'>, quarter: number | null) =>
  quarter === null ? t('localFile.wholeMatch') : quarterLabel(t, quarter);
const sizeText = (t: Translate<'video'>, bytes: number) =>
  bytes >= 1e9
    ? t('localFile.sizeGb', { size: formatNumber(bytes / 1e9, ONE_DECIMAL) })
    : t('localFile.sizeMb', { size: formatNumber(Math.max(0.1, bytes / 1e6), ONE_DECIMAL) });

/**
 * A video file on this device for a match or quarter, for offline review and never uploaded: only its
 * handle is kept where the browser allows. It plays instead of the server's video of the same match and quarter.
 */
export function LocalVideoPicker({ match, localVideos }: Props) {
  const t = useT('video');
  const titleId = useId();
  const [quarter, setQuarter] = useState<number | null>(null);
  const { keep, hasFailed } = useKeepLocalVideo();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="text-lg font-bold text-pool-900">
        {t('localFile.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('localFile.forMatch', { match: match.name })}</p>
      {localVideos.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {localVideos.map((row) => (
            <li key={row.key} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                <span className="font-semibold">{coverLabel(t, row.quarter)}:</span> {row.name} ({sizeText(t, row.size)}
                )
              </span>
              <Button
                variant="secondary"
                onClick={() => void removeLocalVideo(row.key)}
                aria-label={t('localFile.forgetName', { name: row.name })}
              >
                {t('localFile.forget')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <VideoCoverSelect quarter={quarter} onChange={setQuarter} />
        <VideoFileButton onPick={(source) => void keep(match.id, quarter, source)} />
      </div>
      {hasFailed ? (
        <p role="alert" className="text-danger">
          {t('localFile.keepFailed')}
        </p>
      ) : null}
    </section>
  );
}
