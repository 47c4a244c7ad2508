import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { ManageArea } from './ManageArea';

test.use({ role: 'user' });

type Row = Record<string, unknown> & { uuid: string };
type Archive = { format: string; match: { name: string }; events: Row[]; possessions: Row[] };

/** The match archive in the manage area: "Export match" on a match, "Import match" on the matches list. */
class MatchArchiveTools {
  readonly exportButton: Locator;
  readonly importButton: Locator;

  constructor(readonly page: Page) {
    this.exportButton = page
      .getByRole('region', { name: 'Match archive' })
      .getByRole('button', { name: 'Export match' });
    this.importButton = page.getByRole('button', { name: 'Import match' });
  }

  /** Clicks "Export match" and saves the download; answers its file name and where it was saved. */
  async exportMatch(path: string): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    const file = await download;
    await file.saveAs(path);
    return file.suggestedFilename();
  }

  async importMatch(path: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.importButton.click();
    await (await chooser).setFiles(path);
  }
}

/** The same match with new uuids for every event and possession, its links kept, under another name. */
function copyWithNewUuids(archive: Archive, name: string): Archive {
  const renamed = new Map<string, string>();
  const fresh = (uuid: unknown) => {
    if (typeof uuid !== 'string') return uuid;
    if (!renamed.has(uuid)) renamed.set(uuid, randomUUID());
    return renamed.get(uuid);
  };
  const links = ['uuid', 'possessionUuid', 'opponentPossessionUuid', 'opponentEventUuid'];
  const rewrite = (row: Row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, links.includes(key) ? fresh(value) : value]),
    ) as Row;
  return {
    ...archive,
    match: { ...archive.match, name },
    events: archive.events.map(rewrite),
    possessions: archive.possessions.map(rewrite),
  };
}

test('a data manager exports a match, is told it was imported before, and imports a copy that opens', async ({
  page,
}, testInfo) => {
  const manage = new ManageArea(page);
  const tools = new MatchArchiveTools(page);
  // The demo's shootout match: a whole logged match, which the other tests of the shared server leave as seeded.
  await manage.open('/manage/match?status.equals=ENDED&name.contains=Belgrade%20Falcons');
  await manage.row('Budapest Sharks v Belgrade Falcons').getByRole('link').first().click();
  const matchUrl = page.url();

  const saved = testInfo.outputPath('exported.poolside.json');
  const fileName = await tools.exportMatch(saved);
  expect(fileName).toMatch(/^\d{4}-\d{2}-\d{2}-.+-.+\.poolside\.json$/);
  const archive = JSON.parse(await readFile(saved, 'utf8')) as Archive;
  expect(archive.format).toBe('poolside-match/1');
  expect(archive.events.length).toBeGreaterThan(100);

  await manage.openSection('Matches');
  await tools.importMatch(saved);
  await expect(page.getByRole('status').filter({ hasText: 'This match was imported before.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the match' })).toHaveAttribute('href', new URL(matchUrl).pathname);

  const name = `Imported copy ${Date.now().toString(36)}`;
  const copy = testInfo.outputPath('copy.poolside.json');
  await writeFile(copy, JSON.stringify(copyWithNewUuids(archive, name)));
  await tools.importMatch(copy);
  await expect(page.getByRole('status').filter({ hasText: 'Match imported.' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the imported match' }).click();
  await expect(manage.detailHeading(name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Match archive' })).toBeVisible();
});

test('a file that is no match archive gets the server’s reason', async ({ page }, testInfo) => {
  const manage = new ManageArea(page);
  await manage.open();
  await manage.openSection('Matches');
  const path = testInfo.outputPath('roster.json');
  await writeFile(path, JSON.stringify({ players: [{ firstName: 'Luca', lastName: 'Rossi' }] }));
  await new MatchArchiveTools(page).importMatch(path);
  await expect(page.getByRole('alert').filter({ hasText: 'The match was not imported' })).toContainText(
    'The match was not imported: Not a Poolside match archive (format missing',
  );
});
