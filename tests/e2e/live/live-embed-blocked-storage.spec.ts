import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { createCaptureMatch, type CaptureMatch } from '../capture/support/captureMatch';
import { authenticate, newApiContext } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS } from '../support/roles';

/** Shares a fresh match of its own, so no other spec's stopping of the demo match's share reaches this one. */
async function shareMatch(match: CaptureMatch): Promise<{ path: string; stop: () => Promise<void> }> {
  const api = await newApiContext();
  const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
  const headers = { Authorization: `Bearer ${token}` };
  const response = await api.post(`/api/matches/${match.id}/live-share`, { headers, data: {} });
  if (!response.ok()) throw new Error(`Sharing ${match.name} failed: ${response.status()} ${await response.text()}`);
  const { shareId } = (await response.json()) as { shareId: string };
  return {
    path: `/live/${shareId}`,
    stop: async () => {
      await api.delete(`/api/matches/${match.id}/live-share`, { headers });
      await api.dispose();
    },
  };
}

/**
 * The club's website on the other loopback name: `localhost` and `127.0.0.1` are different sites, so the
 * embed is a third-party frame there, and Chromium by default refuses a third-party frame its storage.
 */
async function serveClubSite(embedPath: string): Promise<{ url: string; server: Server }> {
  const poolside = new URL(BASE_URL);
  const clubHost = poolside.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const clubPage = `<h1>Our club</h1><iframe title="Live match" src="${BASE_URL}${embedPath}" width="400" height="600"></iframe>`;
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(clubPage),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://${clubHost}:${(server.address() as AddressInfo).port}/`, server };
}

/** The live page inside the club's page. */
function framedLivePage(page: Page): Frame {
  const embed = page.frames().find((frame) => frame.url().includes('embed=1'));
  if (!embed) throw new Error('The live page is not framed');
  return embed;
}

/** How the framed page fares when it reaches for sessionStorage: 'open', or the name of the error it meets. */
async function sessionStorageIn(embed: Frame): Promise<string> {
  return embed.evaluate(() => {
    try {
      void window.sessionStorage;
      return 'open';
    } catch (error) {
      return error instanceof Error ? error.name : String(error);
    }
  });
}

/** Waits out the framed page's idle-time start-up (restoring a session, registering the service worker). */
async function idleStartUpOf(embed: Frame): Promise<void> {
  await embed.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 5000 })),
  );
}

test("a club website whose visitors' browser blocks third-party storage still shows the embedded score", async ({
  page,
}, testInfo) => {
  const match = await createCaptureMatch('Embed');
  const shared = await shareMatch(match);
  const club = await serveClubSite(`${shared.path}?embed=1`);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  try {
    await page.setViewportSize({ width: 480, height: 680 });
    await page.goto(club.url);
    const embed = page.frameLocator('iframe[title="Live match"]');
    await expect(embed.getByTestId('live-score-team1')).toHaveText(`${match.team1.name}0`);
    await expect(embed.getByTestId('live-score-team2')).toHaveText(`${match.team2.name}0`);
    await expect(embed.getByRole('heading', { level: 1 })).toHaveText(match.name);
    expect(await sessionStorageIn(framedLivePage(page)), 'the browser refused the framed page its storage').toBe(
      'SecurityError',
    );
    // A refused database or service worker must not fail the page later either.
    await idleStartUpOf(framedLivePage(page));
    expect(pageErrors).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('live-embed-blocked-storage.png') });
  } finally {
    club.server.close();
    await shared.stop();
  }
});
