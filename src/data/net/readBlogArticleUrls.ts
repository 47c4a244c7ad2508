/** How long the blog waits for the installation's addresses before it uses its own. */
const CONFIG_TIMEOUT_MS = 3_000;

let answered: Promise<Record<string, string>> | null = null;

/**
 * The blog article addresses this installation configures (GET /api/blog-articles, from BLOG_ARTICLE_URLS),
 * by slug. Asked once per page load; offline, or with no answer, it is `{}` (the app's own addresses) and
 * asked again next time.
 */
export function readBlogArticleUrls(fetchImpl: typeof fetch = fetch): Promise<Record<string, string>> {
  answered ??= fetchImpl('/api/blog-articles', { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isAddressBySlug(body)) throw new Error('no blog article addresses');
      return body;
    })
    .catch(() => {
      answered = null;
      return {};
    });
  return answered;
}

/** For tests: forget the answer of an earlier call. */
export function forgetBlogArticleUrls(): void {
  answered = null;
}

function isAddressBySlug(body: unknown): body is Record<string, string> {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((url) => typeof url === 'string' && /^https?:\/\//.test(url))
  );
}
