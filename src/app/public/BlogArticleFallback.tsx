import { useT } from '../i18n';

/** Shown instead of the embedded article when it cannot load or the device is offline. */
export function BlogArticleFallback({ url, isOffline }: { url: string; isOffline: boolean }) {
  const t = useT('public');
  return (
    <div role="alert" className="rounded-lg border-2 border-pool-700 bg-white p-5">
      <p className="font-semibold text-pool-900">{isOffline ? t('blog.offline') : t('blog.unreachable')}</p>
      <p className="mt-2">
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-touch items-center font-semibold text-primary underline"
        >
          {t('blog.openOwnPage')}
        </a>
      </p>
    </div>
  );
}
