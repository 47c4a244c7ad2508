import { i18n, type MessageKey, translate } from '../i18n';
import {
  FOULS_TO_FOUL_OUT,
  type EventType,
  type MatchEvent,
  type ShootOutcome,
  type TurnOverType,
} from '../../domain/model';
import type { PossessionOutcomeCode } from '../../domain/capture/possession/possessionOutcome';
import {
  type CaptureError,
  type CaptureWarning,
  countDownTime,
  type EventDraft,
  isFouledOut,
  personalFoulOf,
  personalFoulsBySide,
  shortPlayerName,
} from '../../domain/capture';
import type { MatchPlayerRow } from '../../data/db';

/**
 * An enum code as a scorer reads it: 'BAD_PASS' → 'Bad pass', 'MISSFOR' → 'Missfor' in English, the
 * catalogue's word in Hungarian. A code the catalogue does not know yet reads as its words.
 */
export function enumLabel(code: string): string {
  const key = `enum.${code}` as MessageKey<'capture'>;
  if (i18n.messages[`capture:${key}`] !== undefined) return translate('capture', key);
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of an event type in lists and the editor, in the current language. */
export function eventTypeLabel(type: EventType): string {
  return translate('capture', `eventType.${type}`);
}

/** Shot outcomes name who has the ball afterwards, seen from the selected team (docs/design.md §6). */
export function outcomeLabel(outcome: ShootOutcome): string {
  return translate('capture', `outcome.${outcome}`);
}

/** How a possession ended, in the words of the possession list (docs/product.md §4) in the current language. */
export function possessionOutcomeLabel(outcome: PossessionOutcomeCode): string {
  return translate('capture', `possessionOutcome.${outcome}`);
}

/** Turnover types in the words of the possession outcome (docs/product.md §4). */
export function turnoverTypeLabel(type: TurnOverType): string {
  return translate('capture', `turnoverType.${type}`);
}

/** '7 KovG': cap and short name (docs/product.md §3); the cap alone when the player is unknown. */
export function playerLabel(cap: number, roster: readonly MatchPlayerRow[]): string {
  const player = roster.find((row) => row.cap === cap)?.player;
  const name = player ? shortPlayerName(player) : '';
  return name ? `${cap} ${name}` : String(cap);
}

/** Why the engine refused a tap, as a sentence in the current language (the snackbar's text). */
export function captureErrorMessage(error: CaptureError): string {
  return translate('capture', `error.${error}`);
}

/**
 * The capture warning as a sentence in the current language. A capture state kept on the device from before
 * warnings were codes may still hold its English sentence until the next tap: that is shown as it is.
 */
export function warningMessage(warning: CaptureWarning | string): string {
  if (typeof warning === 'string') return warning;
  switch (warning.code) {
    case 'tooManyPlayers':
      return translate('capture', 'warning.tooManyPlayers', { max: warning.max });
    case 'playerNotInWater':
      return translate('capture', 'warning.playerNotInWater', { cap: warning.cap });
    case 'noTimeoutsLeft':
      return translate('capture', 'warning.noTimeoutsLeft', { max: warning.max });
    default:
      return translate('capture', `warning.${warning.code}`);
  }
}

/** Why the engine would not save an edited event (its warning, else its error), in the current language. */
export function refusalMessage(refusal: CaptureWarning | CaptureError): string {
  return typeof refusal === 'object' ? warningMessage(refusal) : captureErrorMessage(refusal);
}

type Said = Pick<EventDraft, 'type' | 'playerNumber'> & Partial<Pick<EventDraft, 'opponentPlayerNumber'>>;
type SaidKey = MessageKey<'capture'>;

/**
 * Events said as a sentence about one team's player (`about`), with the other team's player as its clause: the
 * sentence with his cap, without it, and the clause.
 */
const SENTENCES: Partial<Record<EventType, { about: 'ours' | 'theirs'; head: [SaidKey, SaidKey]; clause: SaidKey }>> = {
  EXCLUSIONFOR: { about: 'ours', head: ['said.oursExcluded', 'said.oursExcludedNoCap'], clause: 'said.drawnByTheirs' },
  EXCLUSIONAGAINST: {
    about: 'theirs',
    head: ['said.theirsExcluded', 'said.theirsExcludedNoCap'],
    clause: 'said.drawnBy',
  },
  PENALTYFOUL: { about: 'ours', head: ['said.penaltyByOurs', 'said.penaltyByUs'], clause: 'said.onTheirs' },
  PENALTYFOULAGAINST: { about: 'theirs', head: ['said.penaltyByTheirs', 'said.penaltyByThem'], clause: 'said.on' },
  BALLLOST: { about: 'ours', head: ['said.ballLost', 'said.ballLostNoCap'], clause: 'said.theirs' },
  BALLGAINED: { about: 'ours', head: ['said.ballGained', 'said.ballGainedNoCap'], clause: 'said.theirs' },
};

/**
 * What happened and to whom, naming the team of each player rather than the ball's side: '#4 excluded, drawn by their
 * #7', 'Their #9 excluded, drawn by #6', 'Penalty foul by their #3, on #5', 'Ball lost #3, their #8', 'Shoot against
 * by their #9'. Our caps are bare, theirs are 'their #n'. An event of no such kind reads as its type and our cap.
 */
export function eventSentence(event: Said): string {
  const say = (key: SaidKey, cap?: number | null) => translate('capture', key, { cap: cap ?? 0 });
  const caps = { ours: event.playerNumber ?? null, theirs: event.opponentPlayerNumber ?? null };
  const sentence = event.type ? SENTENCES[event.type] : undefined;
  if (sentence) {
    const [lead, other] = sentence.about === 'ours' ? [caps.ours, caps.theirs] : [caps.theirs, caps.ours];
    const head = lead != null ? say(sentence.head[0], lead) : say(sentence.head[1]);
    return other != null ? `${head}, ${say(sentence.clause, other)}` : head;
  }
  if (event.type === 'SHOOTAGAINST' && caps.theirs != null) return say('said.shotByTheirs', caps.theirs);
  if (event.type === 'SWIMOFFAGAINST' && caps.theirs != null) return say('said.swimoffByTheirs', caps.theirs);
  const parts = [event.type ? eventTypeLabel(event.type) : translate('capture', 'saved.event')];
  if (caps.ours != null) parts.push(say('player.cap', caps.ours));
  return parts.join(' ');
}

/**
 * An event as the confirmation names it: 'Shoot #5 Goal', 'Shoot #5 Saved', '#4 excluded, drawn by their #7'
 * (eventSentence); a miss recorded without how it missed (older data) by who has the ball: 'Shoot #5 Miss (theirs)'.
 */
export function eventWords(
  event: Said & Pick<EventDraft, 'shootOutcome'> & Partial<Pick<EventDraft, 'shootResult'>>,
): string {
  const parts = [eventSentence(event)];
  if (event.shootResult) parts.push(translate('capture', `shotEnd.${event.shootResult}`));
  else if (event.shootOutcome) parts.push(outcomeLabel(event.shootOutcome));
  return parts.join(' ');
}

/** A clock reading as shown, marked '≈7:18' when it is an estimate ('No clock'). */
export function clockText(shown: string, isEstimated: boolean | null | undefined): string {
  return isEstimated ? translate('capture', 'clock.estimatedReading', { clock: shown }) : shown;
}

/**
 * The whole stored event as a scorer checks it at a glance: 'Shoot #5 Goal · 7:18 · Q2' (the clock as the
 * scoreboard shows it, counting down; '≈7:18' when the time is an estimate).
 */
export function storedEventWords(
  event: Pick<MatchEvent, 'type' | 'playerNumber' | 'shootOutcome' | 'time' | 'quarter'> &
    Partial<Pick<MatchEvent, 'timeEstimated' | 'shootResult' | 'opponentPlayerNumber'>>,
  quarterLength: number,
): string {
  const clock = clockText(countDownTime(event.time, event.quarter, quarterLength), event.timeEstimated);
  const quarter = translate('capture', 'quarterShort', { quarter: event.quarter });
  return `${eventWords(event)} · ${clock} · ${quarter}`;
}

/** What the confirmation of a save names: 'Saved: Shoot #5 Goal · 7:18 · Q2'. */
export function savedEventText(event: Parameters<typeof storedEventWords>[0], quarterLength: number): string {
  return translate('capture', 'saved', { event: storedEventWords(event, quarterLength) });
}

/** What the confirmation of an Undo names: 'Undone: Shoot #5 Goal · 7:18 · Q2'. */
export function undoneEventText(event: Parameters<typeof storedEventWords>[0], quarterLength: number): string {
  return translate('capture', 'undone', { event: storedEventWords(event, quarterLength) });
}

/**
 * The warning a new personal foul carries in its confirmation: the second ('#4: second personal foul'), and the third
 * that sends the player out for the match; '' otherwise. `before` is the log the foul was saved into.
 */
export function personalFoulNote(event: MatchEvent, before: readonly MatchEvent[]): string {
  const foul = personalFoulOf(event);
  if (!foul || before.some((stored) => stored.uuid === event.uuid)) return '';
  const count = (personalFoulsBySide(before, foul.ours).get(foul.cap) ?? 0) + 1;
  if (isFouledOut(count)) return translate('capture', 'saved.fouledOut', { cap: foul.cap });
  return count === FOULS_TO_FOUL_OUT - 1 ? translate('capture', 'saved.secondFoul', { cap: foul.cap }) : '';
}
