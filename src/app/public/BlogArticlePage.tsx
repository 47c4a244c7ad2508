import { Link, useParams } from 'wouter';
import { useT } from '../i18n';
import { PageHeading } from '../ui/PageHeading';
import { findBlogArticle, type BlogArticle } from './blogArticles';
import { EmbeddedArticle } from './EmbeddedArticle';
import { NotFoundPage } from './NotFoundPage';
import { useBlogArticleUrl } from './useBlogArticleUrl';

/** One blog article: its external page embedded, or a message and a link when it cannot load. */
export function BlogArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const article = findBlogArticle(slug);
  if (!article) return <NotFoundPage />;
  return <ArticleView article={article} />;
}

/** The article at the address this installation gives it (BLOG_ARTICLE_URLS), else at its own. */
function ArticleView({ article }: { article: BlogArticle }) {
  const t = useT('public');
  const url = useBlogArticleUrl(article);
  return (
    <article className="flex flex-col gap-4">
      <p>
        <Link href="/blog" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
          {t('blog.back')}
        </Link>
      </p>
      <PageHeading>
        <span lang={article.lang}>{article.title}</span>
      </PageHeading>
      {url ? <EmbeddedArticle article={{ ...article, url }} /> : <p role="status">{t('blog.loading')}</p>}
    </article>
  );
}
