import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/env';
import { BlogArticlePage, BlogPage } from './pages/BlogPages';
import { LandingPage } from './pages/LandingPage';

const ARTICLES = [
  { path: '/blog/introduction', lang: 'hu' },
  { path: '/blog/introduction-en', lang: 'en' },
  { path: '/blog/7f3a9c2e51', lang: 'hu' },
  { path: '/blog/c84d1b6f09', lang: 'en' },
];

test('the landing page welcomes a visitor and offers Log in', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.welcome).toBeVisible();
  await expect(landing.featureCards).toHaveCount(3);
  await expect(landing.getStartedButton).toHaveCount(0);
  await landing.logInButton.click();
  await expect(page).toHaveURL('/login');
});

test.describe('signed in', () => {
  test.use({ role: 'analyst' });

  test('the landing page offers Get started, which leads to /', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await expect(landing.logInButton).toHaveCount(0);
    await landing.getStartedButton.click();
    await expect(page).toHaveURL('/');
  });
});

test('the contact page asks for a demo request by e-mail', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByText('Request a demo by e-mail')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', /^mailto:.+@.+\?subject=/);
});

const BLOG_HOST = 'https://blog.poolside-polo.com/**';

test('the blog lists four articles, each embedding its page', async ({ page }) => {
  await page.route(BLOG_HOST, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>An article</h1>' }));
  const blog = new BlogPage(page);
  await blog.open();
  await expect(blog.articleLinks).toHaveCount(4);
  const hrefs = await blog.articleLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(ARTICLES.map((a) => a.path));

  const article = new BlogArticlePage(page);
  for (const { path } of ARTICLES) {
    await page.goto(path);
    await expect(article.frame).toHaveAttribute('src', /^https:\/\//);
    await expect(article.frame).toHaveAttribute('title', /.+/);
    await expect(article.frame.contentFrame().getByRole('heading', { name: 'An article' })).toBeVisible();
  }
});

/**
 * Answers the app's pages as a server whose BLOG_ARTICLE_URLS names `origin` does: its Content-Security-Policy
 * lets the app probe and frame that host (the shared test server has no such setting).
 */
async function serveAsConfiguredFor(page: Page, origin: string) {
  const isAppPage = (url: URL) => url.origin === new URL(BASE_URL).origin && !url.pathname.startsWith('/api/');
  await page.route(isAppPage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const policy = (response.headers()['content-security-policy'] ?? '')
      .replace(/(connect-src [^;]*)/, `$1 ${origin}`)
      .replace(/(frame-src [^;]*)/, `$1 ${origin}`);
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}

test('an installation moves an article with BLOG_ARTICLE_URLS: the article embeds that address', async ({ page }) => {
  await serveAsConfiguredFor(page, 'https://articles.example.org');
  await page.route('**/api/blog-articles', (route) =>
    route.fulfill({ json: { 'introduction-en': 'https://articles.example.org/poolside/intro' } }),
  );
  await page.route('https://articles.example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Moved article</h1>' }),
  );
  await page.route(BLOG_HOST, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>An article</h1>' }));
  const article = new BlogArticlePage(page);
  await page.goto('/blog/introduction-en');
  await expect(article.frame).toHaveAttribute('src', 'https://articles.example.org/poolside/intro');
  await expect(article.frame.contentFrame().getByRole('heading', { name: 'Moved article' })).toBeVisible();
  // An article the installation leaves alone keeps its own address.
  await page.goto('/blog/introduction');
  await expect(article.frame).toHaveAttribute('src', /^https:\/\/blog\.poolside-polo\.com\//);
});

test('an article whose page cannot be reached shows a message and a link instead', async ({ page }) => {
  await page.route(BLOG_HOST, (route) => route.abort('namenotresolved'));
  const article = new BlogArticlePage(page);
  await page.goto('/blog/7f3a9c2e51');
  await expect(article.fallback).toContainText('This article cannot be shown here right now.');
  await expect(article.fallbackLink).toHaveAttribute('href', /^https:\/\/blog\./);
  await expect(article.frame).toHaveCount(0);
});

test('an article shows a message and a link instead of the page when offline', async ({ page, context }) => {
  await page.route(BLOG_HOST, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>An article</h1>' }));
  const article = new BlogArticlePage(page);
  await page.goto('/blog/introduction-en');
  await expect(article.frame).toBeVisible();
  await context.setOffline(true);
  await expect(article.fallback).toContainText('You are offline');
  await expect(article.fallbackLink).toHaveAttribute('href', /^https:\/\//);
  await expect(article.frame).toHaveCount(0);
  await context.setOffline(false);
  await expect(article.frame).toBeVisible();
});

test('an unknown blog article and an unknown route say the page was not found', async ({ page }) => {
  await page.goto('/blog/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/no/such/page/at/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
