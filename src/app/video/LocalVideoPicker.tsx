import { useId, useState } from 'react';
import { removeLocalVideo, saveLocalVideo, type LocalVideoRow } from '../../data/video';
import { quarterLabel } from '../../domain/video';
import { Button } from '../ui/Button';

type Props = {
  match: { id: number; name: string };
  localVideos: readonly LocalVideoRow[];
};

const coverLabel = (quarter: number | null) => (quarter === null ? 'Whole match' : quarterLabel(quarter));
const sizeText = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.max(0.1, bytes / 1e6).toFixed(1)} MB`;

/**
 * A video file on this device for a match or quarter: kept in this browser's storage for offline review,
 * never uploaded. It plays instead of the server's video of the same match and quarter.
 */
export function LocalVideoPicker({ match, localVideos }: Props) {
  const fileId = useId();
  const coverId = useId();
  const [quarter, setQuarter] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      await saveLocalVideo(match.id, quarter, { file });
    } catch (failure) {
      console.error('[video] keeping the local file failed', failure);
      setError('The file could not be kept on this device (storage full or refused).');
    }
  };
  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id={`${fileId}-title`} className="text-lg font-bold text-pool-900">
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
        <div className="flex flex-col gap-1">
          <label htmlFor={coverId} className="text-sm font-semibold text-pool-900">
            The file shows
          </label>
          <select
            id={coverId}
            value={quarter ?? ''}
            onChange={(event) => setQuarter(event.target.value === '' ? null : Number(event.target.value))}
            className="min-h-touch rounded-md border-2 border-slate-600 bg-white px-2"
          >
            <option value="">Whole match</option>
            {[1, 2, 3, 4, 5].map((q) => (
              <option key={q} value={q}>
                {quarterLabel(q)}
              </option>
            ))}
          </select>
        </div>
        <label
          htmlFor={fileId}
          className="inline-flex min-h-touch cursor-pointer items-center rounded-md border-2 border-pool-700 bg-white px-4 font-semibold text-pool-800 hover:bg-pool-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500"
        >
          Choose a video file…
          <input
            id={fileId}
            type="file"
            accept="video/*"
            className="sr-only"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
