import { expect, type Locator, type Page } from '@playwright/test';

type EventButton = 'Shoot' | 'Exclusion' | 'Penalty foul' | 'Turnover' | 'Swimoff' | 'Timeout' | 'Drive';

/** The live capture screen ({matchId}/substitutions). */
export class CapturePage {
  readonly heading: Locator;
  readonly events: Locator;
  readonly playersInPool: Locator;
  readonly subs: Locator;
  readonly opponentPlayer: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly warning: Locator;
  readonly lastEvents: Locator;
  readonly lastPossessions: Locator;
  readonly scoreboard: Locator;
  readonly poolPicture: Locator;
  readonly goalPicture: Locator;
  readonly syncStatus: Locator;
  readonly actions: Locator;
  readonly tipStrip: Locator;
  readonly previousTip: Locator;
  readonly nextTip: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Match details' });
    this.events = page.getByRole('region', { name: 'Events', exact: true });
    this.playersInPool = page.getByRole('group', { name: 'Players in pool' });
    this.subs = page.getByRole('group', { name: 'Subs' });
    this.opponentPlayer = page.getByRole('group', { name: 'Opponent player' });
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.cancelButton = page.getByRole('button', { name: 'Cancel', exact: true });
    this.warning = page.getByTestId('capture-warning');
    this.lastEvents = page.getByTestId('last-events');
    this.lastPossessions = page.getByTestId('last-possessions');
    this.scoreboard = page.getByRole('complementary', { name: 'Scoreboard' });
    this.poolPicture = page.getByTestId('pool-picture');
    this.goalPicture = page.getByTestId('goal-picture');
    this.syncStatus = page.getByTestId('sync-status');
    this.actions = page.getByRole('region', { name: 'Actions' });
    this.tipStrip = page.getByRole('region', { name: 'Event tips' });
    this.previousTip = this.tipStrip.getByRole('button', { name: 'Previous tip' });
    this.nextTip = this.tipStrip.getByRole('button', { name: 'Next tip' });
  }

  async open(matchId: number): Promise<void> {
    await this.page.goto(`/${matchId}/substitutions`);
    await expect(this.heading).toBeVisible();
  }

  async chooseEvent(name: EventButton): Promise<void> {
    await this.events.getByRole('button', { name, exact: true }).click();
  }

  /** A player button is labelled 'cap ShortName'. */
  /** The shot's 'Ball kept by the shooters' toggle (the defence gets it unless pressed). */
  get shotKept(): Locator {
    return this.page.getByRole('button', { name: 'Ball kept by the shooters', exact: true });
  }

  player(group: Locator, cap: number): Locator {
    return group.getByRole('button', { name: new RegExp(`^${cap}( |$)`) });
  }

  async putInWater(...caps: number[]): Promise<void> {
    for (const cap of caps) {
      await this.player(this.subs, cap).click();
      await expect(this.player(this.subs, cap)).toHaveAttribute('aria-pressed', 'true');
    }
  }

  async pickPlayer(cap: number): Promise<void> {
    await this.player(this.playersInPool, cap).click();
    await expect(this.player(this.playersInPool, cap)).toHaveAttribute('aria-pressed', 'true');
  }

  choice(group: string, name: string): Locator {
    return this.page.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true });
  }

  /** Taps a picture at fractions of its drawing area (inside its border). */
  async tap(picture: Locator, fx: number, fy: number): Promise<void> {
    await picture.click({ position: await this.positionIn(picture, fx, fy) });
  }

  /**
   * The point at fractions of a picture's drawing area, as a click's `position` takes it: relative to the padding
   * box, which already lies inside the border.
   */
  async positionIn(picture: Locator, fx: number, fy: number): Promise<{ x: number; y: number }> {
    const area = await picture.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
    return { x: area.width * fx, y: area.height * fy };
  }

  async save(): Promise<void> {
    await expect(this.saveButton).toBeEnabled();
    await this.saveButton.click();
    await expect(this.saveButton).toBeHidden();
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  /** The side tabs of the capture screen: 'Last events', 'Possessions', 'Team', 'Actions'. */
  sideTab(name: 'Last events' | 'Possessions' | 'Team' | 'Actions'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The actions (Note, Shootout, End match, …) share the side area with the lists: bring them up. */
  async showActions(): Promise<void> {
    await this.sideTab('Actions').click();
    await expect(this.actions).toBeVisible();
  }

  /** The formation and centre pickers live under the 'Team' tab. */
  async showTeam(): Promise<void> {
    await this.sideTab('Team').click();
  }

  /** The default-password warning goes away for the session with 'Later', as a scorer at the pool would. */
  async dismissPasswordBanner(): Promise<void> {
    const later = this.page.getByRole('button', { name: 'Later', exact: true });
    if (await later.isVisible()) await later.click();
  }

  /** The shown tips, each labelled 'Q{quarter} {clock} {code} [#cap] {team name}'; the current one is pressed. */
  tips(): Locator {
    return this.tipStrip.getByRole('button', { name: /^Q\d / });
  }

  /** The next quarter's button and the button of its confirmation: a quarter change is asked for. */
  nextQuarter(): { button: Locator; confirm: Locator } {
    return {
      button: this.page.getByRole('button', { name: 'Next quarter' }),
      confirm: this.page.getByRole('dialog').getByRole('button', { name: /^Start (quarter \d|the shootout)$/ }),
    };
  }

  /** The swim-off, won by the team named, saved. */
  async winSwimoff(teamName: string): Promise<void> {
    await this.chooseEvent('Swimoff');
    await this.choice('Swimoff won by', teamName).click();
    await this.save();
  }

  /** Moves on to the next quarter as a scorer does: the button, then its confirmation. */
  async startNextQuarter(): Promise<void> {
    const { button, confirm } = this.nextQuarter();
    await button.click();
    await confirm.click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  score(side: 'team1' | 'team2'): Locator {
    return this.scoreboard.getByTestId(`score-${side}`);
  }
}
