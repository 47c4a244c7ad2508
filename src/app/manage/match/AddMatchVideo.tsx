import { useId, useState } from 'react';
import {
  deleteEntity,
  problemOf,
  saveEntity,
  uploadVideoFile,
  type Entity,
  type UploadProgress,
} from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { QUARTER_OPTIONS } from '../entities/cells';
import { INPUT_CLASSES } from '../entity/inputClasses';
import { UploadProgressBar } from './UploadProgressBar';

type Props = { matchId: number; onAdded: () => void };

/**
 * A new match video for a quarter or the whole match: a URL, or a file uploaded to the server with a
 * progress bar (a failed upload leaves no empty video behind).
 */
export function AddMatchVideo({ matchId, onAdded }: Props) {
  const t = useT('manage');
  const ids = { quarter: useId(), url: useId(), file: useId() };
  const [quarter, setQuarter] = useState('');
  const [source, setSource] = useState<'url' | 'file'>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isReady = source === 'url' ? /^https?:\/\/\S+$/.test(url.trim()) : file !== null;

  const add = async () => {
    setError(null);
    setIsBusy(true);
    const body = {
      match: { id: matchId },
      quarter: quarter ? Number(quarter) : null,
      videoUrl: source === 'url' ? url.trim() : null,
    };
    let createdId: number | undefined;
    try {
      const created = await saveEntity<Entity>('/match-videos', body);
      createdId = created.id;
      if (source === 'file' && file) await uploadVideoFile(created.id!, file, setProgress);
      showSnackbar(t('addVideo.added'), 'success');
      onAdded();
    } catch (caught) {
      if (source === 'file' && createdId) await deleteEntity('/match-videos', createdId).catch(() => undefined);
      setError(problemOf(caught).message);
    } finally {
      setIsBusy(false);
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      className="mb-4 grid gap-3 rounded-md border-2 border-pool-300 bg-pool-50 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.quarter} className="font-semibold text-pool-900">
          {t('addVideo.quarter')}
        </label>
        <select
          id={ids.quarter}
          className={INPUT_CLASSES}
          value={quarter}
          onChange={(event) => setQuarter(event.target.value)}
        >
          <option value="">{t('addVideo.wholeMatch')}</option>
          {QUARTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold text-pool-900">{t('addVideo.source')}</legend>
        <div className="flex gap-4">
          {(['url', 'file'] as const).map((kind) => (
            <label key={kind} className="flex min-h-touch items-center gap-2">
              <input
                type="radio"
                name="video-source"
                className="size-5 accent-primary"
                checked={source === kind}
                onChange={() => setSource(kind)}
              />
              {kind === 'url' ? t('addVideo.byUrl') : t('addVideo.byFile')}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'url' ? (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={ids.url} className="font-semibold text-pool-900">
            {t('addVideo.url')}
          </label>
          <input
            id={ids.url}
            type="url"
            className={INPUT_CLASSES}
            placeholder="https://…/match.mp4"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={ids.file} className="font-semibold text-pool-900">
            {t('addVideo.file')}
          </label>
          <input
            id={ids.file}
            type="file"
            accept="video/mp4,video/webm,video/quicktime,video/x-matroska,video/ogg"
            className="min-h-touch"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {progress ? <UploadProgressBar progress={progress} /> : null}
        </div>
      )}
      <FormError message={error} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!isReady || isBusy}>
          {source === 'url' ? t('addVideo.add') : isBusy ? t('addVideo.uploading') : t('addVideo.upload')}
        </Button>
      </div>
    </form>
  );
}
