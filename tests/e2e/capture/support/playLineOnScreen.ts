import type { Locator } from '@playwright/test';
import { OFFICIAL_KEYS } from '../../../../src/app/events/officialKeys';
import englishCapture from '../../../../src/app/i18n/locales/en/capture.json' with { type: 'json' };
import englishEvents from '../../../../src/app/i18n/locales/en/events.json' with { type: 'json' };
import type { ScriptLine } from '../../../../src/domain/capture/script';
import {
  GOAL_PICTURE_MAX_X_CM,
  GOAL_PICTURE_MAX_Y_CM,
  GOAL_PICTURE_MIN_X_CM,
  POOL_HALF_LENGTH_CM,
  POOL_WIDTH_CM,
} from '../../../../src/domain/model';
import type { CapturePage } from '../pages/CapturePage';

/** One tap of the scorer: a test checks it is on screen, a bench counts it. */
export type Tap = (target: Locator, position?: { x: number; y: number }) => Promise<void>;

/** What the screen showed while a line was played: its taps, by what they recorded. */
export type LineTaps = { kind: string; taps: number };

/**
 * Plays one match-script line as the scorer of team1 taps it on the capture screen, the quickest way the screen
 * offers: the player first when the event's last tap completes it (it then saves itself), else the event type
 * first, its fields, then Save. Only what the screen records is played: the other team's player of a shot, a penalty
 * foul or a swim-off and the script's clock are not on the screen; assists and the attack picker are left for later.
 * Lines of team2 that team1's scorer does not record (its drives, time-outs, substitutions) tap nothing.
 */
export async function playLineOnScreen(
  capture: CapturePage,
  line: ScriptLine,
  teamNames: { team1: string; team2: string },
  tap: Tap,
): Promise<LineTaps> {
  let taps = 0;
  const press = async (target: Locator, position?: { x: number; y: number }) => {
    taps += 1;
    await tap(target, position);
  };
  // A player already picked (the penalty shot opens with the fouled player) is not tapped again: that would unpick him.
  const own = async (cap: number) => {
    const button = capture.player(capture.playersInPool, cap);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await press(button);
  };
  const opponent = (cap: number | undefined) =>
    cap === undefined ? Promise.resolve() : press(capture.player(capture.opponentPlayer, cap));
  const eventType = (name: string) => press(capture.events.getByRole('button', { name, exact: true }));
  const choice = (group: string, name: string) => press(capture.choice(group, name));
  const save = () => press(capture.saveButton);
  const showTab = async (name: 'Team' | 'Actions') => {
    if ((await capture.sideTab(name).getAttribute('aria-selected')) !== 'true') await press(capture.sideTab(name));
  };
  const tapAction = (name: string) => press(capture.action(name));
  const isUs = line.side === 'team1';
  const quarter = Number(
    /Quarter (\d)/.exec((await capture.page.getByRole('group', { name: 'Quarter' }).textContent()) ?? '')?.[1],
  );
  for (let step = quarter; step < line.quarter; step++) {
    const next = capture.nextQuarter();
    await press(next.button);
    await press(next.confirm);
  }
  const action = line.action;
  switch (action.verb) {
    case 'shoot': {
      const isOpen = await capture.poolPicture
        .isVisible()
        .then(async (shown) => shown && (await capture.goalPicture.isVisible()));
      const shooter = isUs ? action.shooter : action.defender;
      // The player first makes the shot save itself on its outcome; without one (a shot against) Save ends it.
      if (shooter !== undefined) await own(shooter);
      if (action.from) {
        await press(
          capture.poolPicture,
          await capture.positionIn(
            capture.poolPicture,
            action.from.x / POOL_WIDTH_CM,
            action.from.y / POOL_HALF_LENGTH_CM,
          ),
        );
      } else if (!isOpen) await eventType('Shoot');
      if (action.to) {
        const width = GOAL_PICTURE_MAX_X_CM - GOAL_PICTURE_MIN_X_CM;
        const fx = (action.to.x - GOAL_PICTURE_MIN_X_CM) / width;
        const fy = (GOAL_PICTURE_MAX_Y_CM - action.to.y) / GOAL_PICTURE_MAX_Y_CM;
        await press(capture.goalPicture, await capture.positionIn(capture.goalPicture, fx, fy));
      }
      if (action.situation) await choice('Situation', englishCapture[`enum.${action.situation}`]);
      if (action.method) await choice('Method', englishCapture[`enum.${action.method}`]);
      if (action.shootType) await choice('Type', englishCapture[`enum.${action.shootType}`]);
      if (action.outcome !== 'GOAL' && action.isKept) await press(capture.shotKept);
      await choice('Outcome', englishCapture[`shotEnd.${action.outcome}`]);
      // A penalty foul tapped player first keeps its penalty shot on the quick path.
      if (shooter === undefined && !isOpen) await save();
      return { kind: 'shot', taps };
    }
    case 'penalty':
      // The foul saves itself and opens its penalty shot; the screen has no picker for the other team's player.
      await own(isUs ? action.fouled : action.fouler);
      await eventType('Penalty foul');
      return { kind: 'penalty foul', taps };
    case 'exclusion': {
      const ownCap = isUs ? action.excluded : action.drawnBy;
      const opponentCap = isUs ? action.drawnBy : action.excluded;
      const isQuick = ownCap !== undefined && opponentCap === undefined && action.exclusionType === 'NORMAL';
      if (isQuick) {
        await own(ownCap);
        await eventType('Exclusion');
        return { kind: 'exclusion', taps };
      }
      await eventType('Exclusion');
      if (ownCap !== undefined) await own(ownCap);
      await opponent(opponentCap);
      if (action.exclusionType !== 'NORMAL')
        await choice('Exclusion type', englishCapture[`enum.${action.exclusionType}`]);
      await save();
      return { kind: 'exclusion', taps };
    }
    case 'turnover': {
      const ownCap = isUs ? action.player : action.stealer;
      const opponentCap = isUs ? action.stealer : action.player;
      if (ownCap !== undefined && opponentCap === undefined) {
        await own(ownCap);
        await eventType('Turnover');
      } else {
        await eventType('Turnover');
        if (ownCap !== undefined) await own(ownCap);
        await opponent(opponentCap);
      }
      await choice('Turnover type', englishCapture[`turnoverType.${action.turnOverType}`]);
      if (ownCap === undefined || opponentCap !== undefined) await save();
      return { kind: 'turnover', taps };
    }
    case 'swim':
      if (isUs) {
        await own(action.winner);
        await eventType('Swimoff');
      } else {
        await eventType('Swimoff');
        if (action.loser !== undefined) await own(action.loser);
        await choice('Swimoff won by', teamNames.team2);
        await save();
      }
      return { kind: 'swim-off', taps };
    case 'drive':
      if (!isUs) return { kind: 'none', taps };
      await own(action.player);
      await eventType('Drive');
      return { kind: 'drive', taps };
    case 'timeout':
      if (!isUs) return { kind: 'none', taps };
      await eventType('Timeout');
      await save();
      return { kind: 'timeout', taps };
    case 'card': {
      if (!isUs) return { kind: 'none', taps };
      await showTab('Actions');
      const name = action.card === 'RED_CARD' ? 'Red card' : 'Yellow card';
      await tapAction(name);
      const dialog = capture.page.getByRole('dialog', { name });
      if (action.official)
        await press(dialog.getByRole('button', { name: englishEvents[OFFICIAL_KEYS[action.official]], exact: true }));
      else await press(capture.player(dialog.getByRole('group', { name: 'Player' }), action.cap ?? 0));
      return { kind: 'card', taps };
    }
    case 'sub':
      if (!isUs) return { kind: 'none', taps };
      await press(capture.player(capture.subs, action.playerOut));
      await press(capture.player(capture.subs, action.playerIn));
      return { kind: 'substitution', taps };
    case 'formation':
      if (!isUs) return { kind: 'none', taps };
      await showTab('Team');
      // The first tap selects a formation, a tap on the selected one sets it (docs/product.md §4): that records the change.
      if ((await capture.choice('Formation', action.formation).getAttribute('aria-pressed')) !== 'true') {
        await choice('Formation', action.formation);
      }
      await choice('Formation', action.formation);
      return { kind: 'formation', taps };
    case 'restart':
      await showTab('Actions');
      if ((await capture.action('Is restart').getAttribute('aria-pressed')) !== 'true') await tapAction('Is restart');
      return { kind: 'restart', taps };
    case 'back':
      await showTab('Actions');
      if (isUs && (await capture.action('Add player back').isVisible())) await tapAction('Add player back');
      if (await capture.action('End extra player').isVisible()) await tapAction('End extra player');
      return { kind: 'player back', taps };
    default:
      throw new Error(`Line ${line.lineNumber}: "${action.verb}" is not played on the screen by this driver`);
  }
}
