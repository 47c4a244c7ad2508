import { useEffect, useRef, useState } from 'react';
import { canSave, type CaptureCommand, type EventChoice, type CaptureState, type PointCm } from '../../domain/capture';
import { savedEventText } from './captureWords';
import type { SendCommand } from './useSendCommand';

/** How long the confirmation of a save stays up: long enough to glance at, gone before the next event. */
const FLASH_MS = 2500;
/** A short buzz a scorer feels through a wet glove. */
const VIBRATE_MS = 40;

export type CaptureTaps = {
  chooseType: (choice: EventChoice) => void;
  /** A tap that fills a field of the open event (player, outcome, turnover type, …). */
  edit: (command: CaptureCommand) => Promise<boolean>;
  /** A tap on the pool: with no shot open it opens one from that point. */
  tapPool: (point: PointCm) => void;
  save: () => void;
  cancel: () => void;
  undo: () => void;
  flash: string | null;
};

/**
 * The capture screen's taps, in the fewest a scorer needs. Naming the player first is the quick way: the tap
 * that makes such an event complete enough to save (docs/product.md §5) also saves it, so player → Drive is two taps
 * and player → pool → goal → outcome is four. Naming the action first keeps the explicit Save. Every save is
 * confirmed by a flash naming the event and a short vibration where the device has one.
 */
export function useCaptureTaps(state: CaptureState, send: SendCommand): CaptureTaps {
  const isPlayerFirst = useRef(false);
  const [flash, setFlash] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const save = async () => {
    if (!state.current || !canSave(state)) return;
    const text = savedEventText(state.current);
    if (!(await send({ type: 'save' }))) return;
    setFlash({ text, at: Date.now() });
    navigator.vibrate?.(VIBRATE_MS);
    // A penalty foul opens its penalty shot: it stays on the quick path the foul was on.
    if (!state.current) isPlayerFirst.current = false;
  };
  const saveWhenComplete = async () => {
    if (!state.current) isPlayerFirst.current = false;
    else if (isPlayerFirst.current && canSave(state)) await save();
  };
  const startsPlayerFirst = () => state.current?.playerNumber != null && !state.current.type;

  const chooseType = async (choice: EventChoice) => {
    if (startsPlayerFirst()) isPlayerFirst.current = true;
    if (await send({ type: 'chooseEventType', choice })) await saveWhenComplete();
  };
  const edit = async (command: CaptureCommand) => {
    const isDone = await send(command);
    if (isDone) await saveWhenComplete();
    return isDone;
  };
  const tapPool = async (point: PointCm) => {
    const type = state.current?.type;
    if (type !== 'SHOOT' && type !== 'SHOOTAGAINST') {
      if (startsPlayerFirst()) isPlayerFirst.current = true;
      if (!(await send({ type: 'chooseEventType', choice: 'shoot' }))) return;
    }
    await edit({ type: 'setShootFrom', point });
  };
  const cancel = () => {
    isPlayerFirst.current = false;
    if (state.current) void send({ type: 'cancel' });
  };
  const undo = () => {
    isPlayerFirst.current = false;
    void send({ type: 'undo' });
  };
  return {
    chooseType: (choice) => void chooseType(choice),
    edit,
    tapPool: (point) => void tapPool(point),
    save: () => void save(),
    cancel,
    undo,
    flash: flash?.text ?? null,
  };
}
