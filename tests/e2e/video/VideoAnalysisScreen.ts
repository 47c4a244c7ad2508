import type { Download, Locator, Page } from '@playwright/test';

/** The video analysis screen as an analyst uses it: filters, the player, the playlist. */
export class VideoAnalysisScreen {
  readonly heading: Locator;
  readonly video: Locator;
  readonly playlist: Locator;
  readonly clips: Locator;
  readonly currentClip: Locator;
  readonly clipTitle: Locator;
  readonly score: Locator;
  readonly playButton: Locator;
  readonly loopButton: Locator;
  readonly speed: Locator;
  readonly help: Locator;
  readonly timeline: Locator;
  /** The panel of the file on this device for the current match. */
  readonly localFile: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Video analysis' });
    this.video = page.locator('video');
    this.playlist = page.getByRole('list', { name: 'Playlist' });
    this.clips = this.playlist.getByRole('button');
    this.currentClip = this.playlist.locator('[aria-current="true"]');
    this.clipTitle = page.getByTestId('clip-title');
    this.score = page.getByTestId('clip-score');
    this.playButton = page
      .getByRole('toolbar', { name: 'Player controls' })
      .getByRole('button', { name: /^(Play|Pause) \(Space\)$/ });
    this.loopButton = page.getByRole('button', { name: 'Loop this clip (R)' });
    this.speed = page.getByRole('combobox', { name: 'Speed' });
    this.help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    this.timeline = page.getByRole('group', { name: /^Clips of .* on the video$/ });
    this.localFile = page.getByRole('region', { name: 'Video file on this device', exact: true });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/video-analysis${query}`);
    await this.heading.waitFor();
  }

  /** Opens the filter bar, folded on a tablet and a laptop so the screen opens on the video. */
  async openFilters(): Promise<void> {
    const bar = this.page.locator('summary', { hasText: 'Matches and filters' });
    const panel = this.page.locator('details', { has: bar }).first();
    if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) await bar.click();
  }

  filter(label: 'Team' | 'Player' | 'Event type' | 'Outcome' | 'Situation' | 'Quarter' | 'Man-up / man-down'): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async currentTime(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  async currentSrc(): Promise<string> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentSrc);
  }

  async isPaused(): Promise<boolean> {
    return this.video.evaluate((video: HTMLVideoElement) => video.paused);
  }

  /** Waits until the video has its metadata, so seeks land. */
  async waitForVideo(): Promise<void> {
    await this.video.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          if (video.readyState >= 1) resolve();
          else video.addEventListener('loadedmetadata', () => resolve(), { once: true });
        }),
    );
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    return download;
  }
}
