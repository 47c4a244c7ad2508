/** Shown instead of the embedded article when it cannot load or the device is offline. */
export function BlogArticleFallback({ url, isOffline }: { url: string; isOffline: boolean }) {
  return (
    <div role="alert" className="rounded-lg border-2 border-pool-700 bg-white p-5">
      <p className="font-semibold text-pool-900">
        {isOffline
          ? 'You are offline, so this article cannot be shown. It will load when you are back online.'
          : 'This article cannot be shown here right now.'}
      </p>
      <p className="mt-2">
        <a href={url} target="_blank" rel="noreferrer" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
          Open the article on its own page
        </a>
      </p>
    </div>
  );
}
