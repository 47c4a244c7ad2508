import { Link, useParams } from 'wouter';
import { PageHeading } from '../ui/PageHeading';
import { findBlogArticle } from './blogArticles';
import { EmbeddedArticle } from './EmbeddedArticle';
import { NotFoundPage } from './NotFoundPage';

/** One blog article: its external page embedded, or a message and a link when it cannot load. */
export function BlogArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const article = findBlogArticle(slug);
  if (!article) return <NotFoundPage />;
  return (
    <article className="flex flex-col gap-4">
      <p>
        <Link href="/blog" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
          ← Blog
        </Link>
      </p>
      <PageHeading>
        <span lang={article.lang}>{article.title}</span>
      </PageHeading>
      <EmbeddedArticle article={article} />
    </article>
  );
}
