import { useId, useState } from 'react';
import { removeLocalVideo, type LocalVideoRow } from '../../data/video';
import { quarterLabel } from '../../domain/video';
import { Button } from '../ui/Button';
import { useKeepLocalVideo } from './useKeepLocalVideo';
import { VideoCoverSelect } from './VideoCoverSelect';
import { VideoFileButton } from './VideoFileButton';

type Props = {
  match: { id: number; name: string };
  localVideos: readonly LocalVideoRow[];
};

const coverLabel = (quarter: number | null) => (quarter === null ? 'Whole match' : quarterLabel(quarter));
const sizeText = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.max(0.1, bytes / 1e6).toFixed(1)} MB`;

/**
 * A video file on this device for a match or quarter, for offline review and never uploaded: only its
 * handle is kept where the browser allows. It plays instead of the server's video of the same match and quarter.
 */
export function LocalVideoPicker({ match, localVideos }: Props) {
  const titleId = useId();
  const [quarter, setQuarter] = useState<number | null>(null);
  const { keep, error } = useKeepLocalVideo();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="text-lg font-bold text-pool-900">
        Video file on this device
      </h2>
      <p className="text-sm text-slate-700">For {match.name}: plays offline and is never uploaded.</p>
      {localVideos.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {localVideos.map((row) => (
            <li key={row.key} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                <span className="font-semibold">{coverLabel(row.quarter)}:</span> {row.name} ({sizeText(row.size)})
              </span>
              <Button
                variant="secondary"
                onClick={() => void removeLocalVideo(row.key)}
                aria-label={`Forget ${row.name}`}
              >
                Forget
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <VideoCoverSelect quarter={quarter} onChange={setQuarter} />
        <VideoFileButton onPick={(source) => void keep(match.id, quarter, source)} />
      </div>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
