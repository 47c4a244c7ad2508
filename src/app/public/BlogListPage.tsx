import { Link } from 'wouter';
import { useT } from '../i18n';
import { PageHeading } from '../ui/PageHeading';
import { BLOG_ARTICLES } from './blogArticles';

export function BlogListPage() {
  const t = useT('public');
  return (
    <section>
      <PageHeading>{t('blog.heading')}</PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {BLOG_ARTICLES.map((article) => (
          <li key={article.slug} className="rounded-lg border border-pool-200 bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold text-pool-900" lang={article.lang}>
              <Link
                href={`/blog/${article.slug}`}
                className="inline-flex min-h-touch items-center underline hover:text-primary"
              >
                {article.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-800" lang={article.lang}>
              {article.summary}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
