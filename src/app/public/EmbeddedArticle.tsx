import type { BlogArticle } from './blogArticles';
import { BlogArticleFallback } from './BlogArticleFallback';
import { useOnlineStatus } from './useOnlineStatus';
import { useReachability } from './useReachability';

/** The article's external page in an iframe; offline or unreachable, a message with a link instead. */
export function EmbeddedArticle({ article }: { article: BlogArticle }) {
  const isOnline = useOnlineStatus();
  const reachability = useReachability(article.url, isOnline);
  if (!isOnline || reachability === 'unreachable') return <BlogArticleFallback url={article.url} isOffline={!isOnline} />;
  if (reachability === 'checking') return <p role="status">Loading the article…</p>;
  return (
    <>
      <iframe
        title={article.title}
        src={article.url}
        className="h-[75vh] w-full rounded-lg border border-pool-200 bg-white"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
      <p className="text-sm">
        Not showing?{' '}
        <a href={article.url} target="_blank" rel="noreferrer" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
          Open the article in a new tab
        </a>
      </p>
    </>
  );
}
