/**
 * The four blog articles (docs/product.md §1): each route embeds its external page. These are the default addresses;
 * an installation moves them with BLOG_ARTICLE_URLS (served at GET /api/blog-articles).
 * The Final Four articles live under hash-like slugs, as the route table's blog/{hash} says.
 */
export type BlogArticle = { slug: string; title: string; summary: string; lang: 'hu' | 'en'; url: string };

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'introduction',
    title: 'Bemutatkozik a Poolside',
    summary: 'Introduction (Hungarian): miért és hogyan rögzítünk vízilabda-statisztikát.',
    lang: 'hu',
    url: 'https://blog.poolside-polo.com/hu/bemutatkozas',
  },
  {
    slug: 'introduction-en',
    title: 'Introducing Poolside',
    summary: 'Why and how we capture water polo statistics, live at the pool.',
    lang: 'en',
    url: 'https://blog.poolside-polo.com/en/introduction',
  },
  {
    slug: '7f3a9c2e51',
    title: 'Bajnokok Ligája Final Four 2024/25 – elemzés',
    summary: 'Champions League Final Four 2024/25 analysis (Hungarian).',
    lang: 'hu',
    url: 'https://blog.poolside-polo.com/hu/bajnokok-ligaja-final-four-2024-25',
  },
  {
    slug: 'c84d1b6f09',
    title: 'Champions League Final Four 2024/25 – analysis',
    summary: 'What the numbers say about the Champions League Final Four 2024/25.',
    lang: 'en',
    url: 'https://blog.poolside-polo.com/en/champions-league-final-four-2024-25',
  },
];

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
