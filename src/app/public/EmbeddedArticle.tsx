import { useT } from '../i18n';
import type { BlogArticle } from './blogArticles';
import { BlogArticleFallback } from './BlogArticleFallback';
import { useOnlineStatus } from './useOnlineStatus';
import { useReachability } from './useReachability';

/** The article's external page in an iframe; offline or unreachable, a message with a link instead. */
export function EmbeddedArticle({ article }: { article: BlogArticle }) {
  const t = useT('public');
  const isOnline = useOnlineStatus();
  const reachability = useReachability(article.url, isOnline);
  if (!isOnline || reachability === 'unreachable')
    return <BlogArticleFallback url={article.url} isOffline={!isOnline} />;
  if (reachability === 'checking') return <p role="status">{t('blog.loading')}</p>;
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
        {t('blog.notShowing')}{' '}
        <a
          href={article.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-touch items-center font-semibold text-primary underline"
        >
          {t('blog.openNewTab')}
        </a>
      </p>
    </>
  );
}
