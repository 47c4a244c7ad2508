import type { UploadProgress } from '../../../data/manage';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** How far an upload is, as a native progress bar with the bytes in words. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="flex items-center gap-3">
      <progress className="h-4 grow accent-primary" max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite" className="whitespace-nowrap text-slate-800">
        {percent}% ({megabytes(progress.loaded)} of {megabytes(progress.total)})
      </span>
    </div>
  );
}
