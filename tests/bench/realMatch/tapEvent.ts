import { expect } from '@playwright/test';
import { OFFICIAL_KEYS } from '../../../src/app/events/officialKeys';
import englishCapture from '../../../src/app/i18n/locales/en/capture.json' with { type: 'json' };
import englishEvents from '../../../src/app/i18n/locales/en/events.json' with { type: 'json' };
import type { ScriptLine } from '../../../src/domain/capture/script';
import { isTheirPlayerFirst } from './possessionNeed';
import { UNPRINTED_CAP } from './realMatchScript';
import type { Scorer } from './scorer';

/** What a line records, as the figures name it. */
export const EVENT_KINDS = {
  shoot: 'shot',
  exclusion: 'exclusion',
  penalty: 'penalty foul',
  turnover: 'turnover',
  swim: 'swim-off',
  timeout: 'timeout',
  card: 'card',
  keeper: 'goalkeeper change',
} as const satisfies Partial<Record<ScriptLine['action']['verb'], string>>;

/**
 * Taps the line's event the quickest way the screen offers (docs/product.md §5): the own player first when the tap
 * that completes the event saves it (a shot: the cap, then its end beside the pool), else the event type first, its
 * fields, then Save. What the quick path leaves
 * for later (a shot's situation, the other team's player) is left out. A penalty foul saves itself and opens its
 * penalty shot, which the next line completes. A scorer keeping both teams (scorer.keepsTheirs) names their shooter,
 * their excluded player, their fouler, their swimmer and their player who lost the ball by tapping his cap first
 * (isTheirPlayerFirst), and their excluded player of any other exclusion in its editor. Returns the event's kind.
 */
export async function tapEvent(scorer: Scorer, line: ScriptLine): Promise<string> {
  const { screen, tap, teamNames } = scorer;
  const capture = screen.capture;
  const action = line.action;
  const kind: string = action.verb in EVENT_KINDS ? EVENT_KINDS[action.verb as keyof typeof EVENT_KINDS] : action.verb;
  const isUs = line.side === 'team1';
  // A player already picked (the penalty shot keeps the fouled player) is not tapped again: that would unpick him.
  const own = async (cap: number) => {
    const button = capture.player(capture.playersInPool, cap);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await tap(button, kind);
  };
  const eventType = (name: string) => tap(capture.events.getByRole('button', { name, exact: true }), kind);
  const choose = (group: string, name: string) => tap(capture.choice(group, name), kind);
  const save = () => tap(capture.saveButton, kind);
  const their = (cap: number) => tap(capture.player(capture.opponentPlayer, cap), kind);
  const isTheirsFirst = scorer.keepsTheirs && isTheirPlayerFirst(line);

  switch (action.verb) {
    case 'shoot': {
      const isOpen = await capture.goalPicture.isVisible();
      if (isUs) await own(action.shooter);
      // A penalty shot against is open already, its shooter named by the foul.
      if (isTheirsFirst && !isOpen) await their(action.shooter);
      // A cap picked first: the shot's end is offered beside the pool (where the screen has it), one tap for the
      // whole shot, unless the shooters keep the ball (that is the shot editor's).
      const isKept = action.outcome !== 'GOAL' && action.isKept;
      const quickEnd = capture.choice('Shot', englishCapture[`shotEnd.${action.outcome}`]);
      if (!isOpen && (isUs || isTheirsFirst) && !isKept && (await quickEnd.isVisible())) {
        await tap(quickEnd, kind);
        // Saved once the editor names no player: the next line reads the screen the save left (who is back in the
        // water).
        await expect(screen.page.getByTestId('event-player')).toBeHidden();
        return kind;
      }
      if (!isOpen) await eventType('Shoot');
      // The defence gets the ball unless the shooters keep it (a corner, their rebound): one more tap then.
      if (isKept) await tap(capture.shotKept, kind);
      await choose('Outcome', englishCapture[`shotEnd.${action.outcome}`]);
      if (!isUs && !isOpen && !isTheirsFirst) await save();
      return kind;
    }
    case 'penalty':
      // Their fouler is the one the official record names; our fouled player shoots, named in the next line.
      if (isTheirsFirst) await their(action.fouler);
      else await own(isUs ? action.fouled : action.fouler);
      // Their player fouled by ours takes the penalty: named with the foul, their penalty shot opens with him as its
      // shooter (the official record names the scorer of a penalty goal).
      if (!isUs && scorer.keepsTheirs) await their(action.fouled);
      await eventType('Penalty foul');
      return kind;
    case 'exclusion': {
      const isPair = action.exclusionType === 'PAIR';
      if (isTheirsFirst) {
        await their(action.excluded);
        await eventType('Exclusion');
        return kind;
      }
      if (isUs && action.exclusionType === 'NORMAL') {
        await own(action.excluded);
        await eventType('Exclusion');
        return kind;
      }
      await eventType('Exclusion');
      if (isUs) await own(action.excluded);
      if (isPair) {
        const [ours, theirs] = isUs ? [action.excluded, action.drawnBy] : [action.drawnBy, action.excluded];
        if (!isUs && ours !== undefined) await own(ours);
        if (theirs !== undefined) await their(theirs);
      } else if (!isUs && scorer.keepsTheirs) {
        await their(action.excluded);
      }
      if (action.exclusionType !== 'NORMAL') {
        await choose('Exclusion type', englishCapture[`enum.${action.exclusionType}`]);
      }
      await save();
      return kind;
    }
    case 'turnover': {
      const ownCap = isUs ? action.player : action.stealer;
      const type = englishCapture[`turnoverType.${action.turnOverType}`];
      const isOwnFirst = ownCap !== undefined && ownCap !== UNPRINTED_CAP;
      if (isOwnFirst || isTheirsFirst) {
        // Their player who lost it, first, when no player of ours is printed (he needs no ball side).
        if (isOwnFirst) await own(ownCap);
        else await their(action.player);
        // The turnover's kind beside the pool is the whole turnover, where the screen offers it.
        const quickKind = capture.choice(englishCapture['choice.turnover'], type);
        if (await quickKind.isVisible()) {
          await tap(quickKind, kind);
          await expect(screen.page.getByTestId('event-player')).toBeHidden();
          return kind;
        }
        await eventType('Turnover');
        await choose('Turnover type', type);
        return kind;
      }
      await eventType('Turnover');
      await choose('Turnover type', type);
      await save();
      return kind;
    }
    case 'swim':
      if (isUs || isTheirsFirst) {
        // The winner's cap first, ours or theirs: Swimoff then saves it.
        if (isUs) await own(action.winner);
        else await their(action.winner);
        await eventType('Swimoff');
        return kind;
      }
      await eventType('Swimoff');
      await choose('Swimoff won by', teamNames.team2);
      await save();
      return kind;
    case 'timeout':
      await eventType('Timeout');
      if (!isUs) await choose('Timeout of', teamNames.team2);
      await save();
      return kind;
    case 'card': {
      if (!(await screen.isTabShown('Actions'))) await tap(capture.sideTab('Actions'), kind);
      const name = action.card === 'RED_CARD' ? 'Red card' : 'Yellow card';
      await tap(capture.action(name), kind);
      const dialog = screen.page.getByRole('dialog', { name });
      if (!isUs)
        await tap(dialog.getByRole('group', { name: 'Team' }).getByRole('button', { name: teamNames.team2 }), kind);
      await tap(
        action.official
          ? dialog.getByRole('button', { name: englishEvents[OFFICIAL_KEYS[action.official]], exact: true })
          : capture.player(dialog.getByRole('group', { name: 'Player' }), action.cap ?? 0),
        kind,
      );
      return kind;
    }
    case 'keeper': {
      // The goalkeeper going out calls for a new one; the roster's goalkeeper coming in is it.
      if (scorer.goalkeeper !== undefined) await tap(capture.player(capture.subs, scorer.goalkeeper), kind);
      await tap(capture.player(capture.subs, action.cap), kind);
      scorer.goalkeeper = action.cap;
      return kind;
    }
    default:
      throw new Error(`"${action.verb}" is no line of a real match`);
  }
}
