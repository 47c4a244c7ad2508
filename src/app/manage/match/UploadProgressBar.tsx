import type { UploadProgress } from '../../../data/manage';
import { formatNumber, useT, type Translate } from '../../i18n';

/** One decimal and no grouping, as the figure always read ('1234.5 MB'), with the language's decimal mark. */
const MEGABYTES_FORMAT = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false };
const megabytes = (t: Translate<'manage'>, bytes: number) =>
  t('upload.megabytes', { size: formatNumber(bytes / 1024 / 1024, MEGABYTES_FORMAT) });

/** How far an upload is, as a native progress bar with the bytes in words. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const t = useT('manage');
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="flex items-center gap-3">
      <progress className="h-4 grow accent-primary" max={100} value={percent} aria-label={t('upload.label')} />
      <span aria-live="polite" className="whitespace-nowrap text-slate-800">
        {t('upload.progress', { percent, loaded: megabytes(t, progress.loaded), total: megabytes(t, progress.total) })}
      </span>
    </div>
  );
}
