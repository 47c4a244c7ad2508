import { expect, type Locator, type Page } from '@playwright/test';

/** The tools of a match's detail view: rosters, videos, external ids, play-by-play. */
export class MatchDetail {
  readonly videos: Locator;

  constructor(readonly page: Page) {
    this.videos = page.getByRole('region', { name: 'Videos' });
  }

  roster(team: string): Locator {
    return this.page.getByRole('table', { name: new RegExp(`^${team}`) });
  }

  async addAllPlayersOf(team: string, count: number): Promise<void> {
    await this.page.getByRole('button', { name: `Add players of ${team}` }).click();
    await this.page.getByRole('button', { name: `Add ${count} players to the roster` }).click();
    await expect(this.roster(team).getByRole('row')).toHaveCount(count + 1);
  }

  capInput(player: string): Locator {
    return this.page.getByRole('spinbutton', { name: `Cap of ${player}`, exact: true });
  }

  async addVideoByUrl(url: string, quarter = 'Whole match'): Promise<void> {
    await this.videos.getByRole('button', { name: 'Add video' }).click();
    await this.videos.getByLabel('Quarter').selectOption({ label: quarter });
    await this.videos.getByLabel('Video URL').fill(url);
    await this.videos.getByRole('button', { name: 'Add video' }).last().click();
  }
}
