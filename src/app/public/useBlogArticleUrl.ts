import { useEffect, useState } from 'react';
import { readBlogArticleUrls } from '../../data/net/readBlogArticleUrls';
import type { BlogArticle } from './blogArticles';

/** The address `article` embeds: the installation's (BLOG_ARTICLE_URLS) or its own; null while asking. */
export function useBlogArticleUrl(article: BlogArticle): string | null {
  const [answer, setAnswer] = useState<{ slug: string; url: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void readBlogArticleUrls().then(
      (urls) => isCurrent && setAnswer({ slug: article.slug, url: urls[article.slug] ?? article.url }),
    );
    return () => {
      isCurrent = false;
    };
  }, [article]);
  return answer?.slug === article.slug ? answer.url : null;
}
