import { useEffect, useRef, useState } from 'react';
import {
  canSave,
  type CaptureCommand,
  type CaptureState,
  type CaptureWrite,
  eventKindOf,
  type EventChoice,
  lastAction,
  type PointCm,
  type ShotEnd,
} from '../../domain/capture';
import type { MatchEvent, TurnOverType } from '../../domain/model';
import { personalFoulNote, savedEventText, undoneEventText } from './captureWords';
import type { SendCommand } from './useSendCommand';

/** The confirmation stays until the next tap, or this long: long enough to read, gone before it misleads. */
const FLASH_MS = 4000;
/** A short buzz a scorer feels through a wet glove. */
const VIBRATE_MS = 40;
/**
 * A second tap this soon after a tap that saved, on the same spot (what the saved controls gave way to), is the
 * finger bouncing, not a new event. Any other tap in between, elsewhere or later, is taken.
 */
export const BOUNCE_MS = 300;
const BOUNCE_PX = 24;

type Pointer = { x: number; y: number; at: number; count: number };

export type CaptureTaps = {
  chooseType: (choice: EventChoice) => void;
  /** A tap that fills a field of the open event (player, outcome, turnover type, …). */
  edit: SendCommand;
  /** A tap on the pool: with no shot open it opens one from that point. */
  tapPool: (point: PointCm) => void;
  /** A shot's end tapped while the event waits for its type: a shot of the picked player that ends so (a goal, …). */
  shoot: (end: ShotEnd) => void;
  /** A turnover's kind tapped while the event waits for its type: a turnover of the picked player of that kind. */
  turnover: (turnOverType: TurnOverType) => void;
  save: () => void;
  cancel: () => void;
  undo: () => void;
  /** Any other command of the screen (cards, time-outs, substitutions, …): what it stores is confirmed too. */
  send: SendCommand;
  flash: string | null;
};

type Moment = { quarterLength: number; events: readonly MatchEvent[] };

/** The event an action is named by: not the possession start it caused (a goal's, a swim-off's). */
function mainEvent(events: readonly MatchEvent[]): MatchEvent | null {
  return events.find((event) => eventKindOf(event.type) !== 'possessionStart') ?? events[0] ?? null;
}

/**
 * Setting the clock re-times the estimated events ('No clock'), and the clock's own tick ends a man-up run out: what
 * time changes is not a save to confirm.
 */
const CLOCK_SETTINGS: ReadonlySet<CaptureCommand['type']> = new Set(['setTime', 'stepPossessionEnd', 'tick']);

/**
 * The capture screen's taps, in the fewest a scorer needs. Naming the player first is the quick way: the tap
 * that makes such an event complete enough to save (docs/product.md §5) also saves it, so player → Drive is two taps,
 * player → Goal or player → Bad pass (a shot's ends and a turnover's kinds offered beside the pool) two, and player →
 * pool → goal → outcome four. Naming the action first keeps the explicit Save. Everything a tap
 * stores is confirmed by a flash naming the whole event ('Saved: Shoot #7 Goal · 7:18 · Q2') and a short vibration
 * where the device has one; Undo names what it took back. A double tap on a control whose tap saves (an outcome,
 * Drive) stores one event and opens nothing: the second tap is ignored (BOUNCE_MS).
 */
export function useCaptureTaps(state: CaptureState, send: SendCommand, moment: Moment): CaptureTaps {
  const isPlayerFirst = useRef(false);
  const turn = useRef<Promise<unknown>>(Promise.resolve());
  /** The instant of the tap whose turn it is: its commands read the game clock then, however long it waited. */
  const tappedAt = useRef<number | undefined>(undefined);
  const sendNow: SendCommand = (command) => send(command, tappedAt.current);
  const momentNow = useRef(moment);
  momentNow.current = moment;
  const lastPointer = useRef<Pointer>({ x: 0, y: 0, at: -Infinity, count: 0 });
  const savedBy = useRef<Pointer | null>(null);
  useEffect(() => {
    const record = (event: PointerEvent) => {
      const count = lastPointer.current.count + 1;
      // When the finger touched (the event's own time), not when a busy page got round to it.
      lastPointer.current = { x: event.clientX, y: event.clientY, at: event.timeStamp, count };
    };
    window.addEventListener('pointerdown', record, { capture: true });
    return () => window.removeEventListener('pointerdown', record, { capture: true });
  }, []);
  const [flash, setFlash] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const confirm = (writes: readonly CaptureWrite[], before: readonly MatchEvent[]) => {
    const stored = writes.flatMap((write) => (write.kind === 'putEvent' ? [write.event] : []));
    const event = mainEvent(stored);
    if (!event) return;
    const note = stored.map((saved) => personalFoulNote(saved, before)).find(Boolean);
    const text = savedEventText(event, moment.quarterLength);
    setFlash({ text: note ? `${text} · ${note}` : text });
    navigator.vibrate?.(VIBRATE_MS);
  };
  const sendConfirmed: SendCommand = async (command) => {
    // Until the next tap: the scorer has moved on. The clock's own tick is no tap: what was saved stays to be read.
    if (command.type !== 'tick') setFlash(null);
    const before = momentNow.current.events;
    const sent = await sendNow(command);
    if (sent && !CLOCK_SETTINGS.has(command.type)) confirm(sent.writes, before);
    return sent;
  };
  /**
   * Taps are handled one after another, each once the one before it has stored what it stores: a tap decides on the
   * state the taps before it left (player → Turnover is player first only once the player is in the event). A quick
   * finger on a busy tablet would otherwise read the state before the previous tap and, say, leave a complete
   * turnover open instead of saving it.
   */
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const at = Date.now();
    const next = turn.current
      .catch(() => undefined)
      .then(() => {
        tappedAt.current = at;
        return job();
      });
    turn.current = next;
    return next;
  };
  const isBounce = (tap: Pointer) => {
    const saved = savedBy.current;
    if (!saved || tap.count !== saved.count + 1) return false;
    return tap.at - saved.at < BOUNCE_MS && Math.hypot(tap.x - saved.x, tap.y - saved.y) < BOUNCE_PX;
  };

  const save = async () => {
    if (!state.current || !canSave(state)) return;
    const sent = await sendConfirmed({ type: 'save' });
    if (!sent) return;
    // A penalty foul opens its penalty shot: it stays on the quick path the foul was on.
    if (!state.current) isPlayerFirst.current = false;
  };
  // Ours or one of theirs: either cap tapped first puts the event on the quick path.
  const startsPlayerFirst = () =>
    state.current != null &&
    !state.current.type &&
    (state.current.playerNumber != null || state.current.opponentPlayerNumber != null);
  const saveWhenComplete = async () => {
    if (!state.current) isPlayerFirst.current = false;
    else if (isPlayerFirst.current && canSave(state)) await save();
  };
  /**
   * Whether the tap (its pointer, taken before anything is awaited) is a bounce; if not, and it is on the quick path
   * where a tap may save, the next tap on the same spot within BOUNCE_MS will be one.
   */
  const isBounceOf = (tap: Pointer) => {
    if (isBounce(tap)) return true;
    if (isPlayerFirst.current || startsPlayerFirst()) savedBy.current = tap;
    return false;
  };

  const chooseType = async (tap: Pointer, choice: EventChoice) => {
    if (isBounceOf(tap)) return;
    if (startsPlayerFirst()) isPlayerFirst.current = true;
    if (await sendConfirmed({ type: 'chooseEventType', choice })) await saveWhenComplete();
  };
  const editBy = async (command: CaptureCommand) => {
    const sent = await sendConfirmed(command);
    if (sent) await saveWhenComplete();
    return sent;
  };
  const tapPool = async (tap: Pointer, point: PointCm) => {
    if (isBounceOf(tap)) return;
    const type = state.current?.type;
    if (type !== 'SHOOT' && type !== 'SHOOTAGAINST') {
      if (startsPlayerFirst()) isPlayerFirst.current = true;
      if (!(await sendConfirmed({ type: 'chooseEventType', choice: 'shoot' }))) return;
    }
    await editBy({ type: 'setShootFrom', point });
  };
  /** A tap that names the picked player's event and how it ended at once: a shot's end, a turnover's kind. */
  const typeAndEnd = async (tap: Pointer, choice: EventChoice, end: CaptureCommand) => {
    if (isBounceOf(tap)) return;
    if (startsPlayerFirst()) isPlayerFirst.current = true;
    if (!(await sendConfirmed({ type: 'chooseEventType', choice }))) return;
    await editBy(end);
  };
  const cancel = async () => {
    isPlayerFirst.current = false;
    if (state.current) await sendNow({ type: 'cancel' });
  };
  const undo = async () => {
    isPlayerFirst.current = false;
    setFlash(null);
    const { events, quarterLength } = momentNow.current;
    const undone = mainEvent(lastAction(events, state.history));
    const sent = await sendNow({ type: 'undo' });
    if (!sent || !undone) return;
    setFlash({ text: undoneEventText(undone, quarterLength) });
  };
  // The pointer of a tap is taken when it is made, before it waits its turn.
  return {
    chooseType: (choice) => {
      const tap = lastPointer.current;
      void inTurn(() => chooseType(tap, choice));
    },
    edit: (command) => {
      const tap = lastPointer.current;
      return inTurn(async () => (isBounceOf(tap) ? null : editBy(command)));
    },
    tapPool: (point) => {
      const tap = lastPointer.current;
      void inTurn(() => tapPool(tap, point));
    },
    shoot: (end) => {
      const tap = lastPointer.current;
      void inTurn(() => typeAndEnd(tap, 'shoot', { type: 'chooseShotEnd', end }));
    },
    turnover: (turnOverType) => {
      const tap = lastPointer.current;
      void inTurn(() => typeAndEnd(tap, 'turnover', { type: 'chooseTurnoverType', turnOverType }));
    },
    save: () => void inTurn(save),
    cancel: () => void inTurn(cancel),
    undo: () => void inTurn(undo),
    // The clock, cards, time-outs and the rest take their turn too: Start clock tapped right after a tap that saves an
    // exclusion starts the clock the exclusion stopped, not before it.
    send: (command) => inTurn(() => sendConfirmed(command)),
    flash: flash?.text ?? null,
  };
}
