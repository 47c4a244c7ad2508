import { LoginPage } from './pages/LoginPage';
import { expect, test } from './support/fixtures';

test('the app runs under its Content-Security-Policy, and an inline script is refused and reported', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(new LoginPage(page).loginButton).toBeVisible();

  // What an injected script would try: it must not run, and the guard every browser test has must see it.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toContain('Content Security Policy');
  // Seen and checked: the provoked violation must not fail this test at its end.
  cspViolations.length = 0;
});
