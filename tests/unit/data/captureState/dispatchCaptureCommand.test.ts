import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSendCommand } from '../../../../src/app/capture/useSendCommand';
import { snackbars } from '../../../../src/app/ui/snackbarStore';
import { db } from '../../../../src/data/db';
import {
  captureDataStoreOf,
  dispatchCaptureCommand,
  forgetCaptureStates,
  openCaptureState,
} from '../../../../src/data/captureState';
import type { MatchEvent } from '../../../../src/domain/model';
import { resetDb } from '../outbox/outboxFixtures';
import { cacheCaptureMatch, eventually, MATCH_ID } from './captureFixtures';

let unwatch = () => {};

beforeEach(async () => {
  forgetCaptureStates();
  await resetDb();
  await cacheCaptureMatch();
  // As the open capture screen does: the match's data is watched and held in memory.
  const store = captureDataStoreOf(MATCH_ID);
  unwatch = store.watch(() => {});
  await eventually(() => store.view() != null);
});
afterEach(() => {
  unwatch();
  forgetCaptureStates();
});

const shownEvents = () => captureDataStoreOf(MATCH_ID).view()?.logs.team1.events ?? [];

/** Opens a Drive by #5, ready to save. */
async function openDrive(): Promise<void> {
  await dispatchCaptureCommand(MATCH_ID, { type: 'chooseEventType', choice: 'drive' });
  await dispatchCaptureCommand(MATCH_ID, { type: 'choosePlayer', cap: 5 });
}

/** Makes every event insert of the next transactions fail, as a full disk would. */
function failEventWrites(): () => void {
  const refuse = () => {
    throw new Error('QuotaExceededError: the disk is full');
  };
  db.events.hook('creating', refuse);
  return () => db.events.hook('creating').unsubscribe(refuse);
}

describe('a saved capture', () => {
  it('is shown at once, and is on disk with its outbox row before the scorer is told it is saved', async () => {
    await openDrive();
    let isSaved = false;
    let isSavedWhenShown: boolean | null = null;
    const stopListening = captureDataStoreOf(MATCH_ID).watch(() => {
      if (isSavedWhenShown === null && shownEvents().length === 1) isSavedWhenShown = isSaved;
    });
    const saving = dispatchCaptureCommand(MATCH_ID, { type: 'save' });
    void saving.then(() => (isSaved = true));

    await eventually(() => shownEvents().length === 1);
    expect(isSavedWhenShown).toBe(false);
    stopListening();
    const shown = shownEvents()[0]!;
    expect((await openCaptureState(MATCH_ID)).current).toBeNull();

    await saving;
    expect(isSaved).toBe(true);
    expect(await db.events.get(shown.uuid)).toEqual(shown);
    expect(await db.outbox.where('uuid').equals(shown.uuid).count()).toBe(1);
    expect(((await db.liveStates.get(MATCH_ID))?.state as { current: unknown }).current).toBeNull();
  });
});

describe('a tap queued behind earlier ones', () => {
  it('reads the clock at the instant of the tap, not when its turn comes', async () => {
    const tappedAt = Date.parse('2026-11-28T15:00:00Z');
    const now = vi.spyOn(Date, 'now').mockReturnValue(tappedAt);
    try {
      void dispatchCaptureCommand(MATCH_ID, { type: 'chooseEventType', choice: 'drive' });
      const starting = dispatchCaptureCommand(MATCH_ID, { type: 'startClock' });
      // The device is busy: its turn comes five seconds after the tap.
      now.mockReturnValue(tappedAt + 5000);
      const { state } = await starting;
      expect(state.clock?.runningSince).toBe(tappedAt);
    } finally {
      now.mockRestore();
    }
  });
});

describe('a capture whose write fails', () => {
  it('is no longer shown, the capture state goes back to the one on disk and the command rejects', async () => {
    await openDrive();
    const onDisk = (await db.liveStates.get(MATCH_ID))?.state;
    const restore = failEventWrites();

    await expect(dispatchCaptureCommand(MATCH_ID, { type: 'save' })).rejects.toThrow(/disk is full/);
    restore();

    const live = await openCaptureState(MATCH_ID);
    expect(live.current).toMatchObject({ type: 'DRIVE', playerNumber: 5 });
    expect(JSON.parse(JSON.stringify(live))).toEqual(onDisk);
    expect(shownEvents()).toEqual([]);
    expect(await db.events.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is told to the scorer, and Save works again once the disk takes it', async () => {
    await openDrive();
    snackbars.messages = [];
    const { result } = renderHook(() => useSendCommand(MATCH_ID));
    const restore = failEventWrites();

    let isStored = true;
    await act(async () => {
      isStored = (await result.current({ type: 'save' })) !== null;
    });
    restore();

    expect(isStored).toBe(false);
    expect(snackbars.messages.map((message) => message.text)).toEqual(['The change could not be stored.']);
    await act(async () => {
      isStored = (await result.current({ type: 'save' })) !== null;
    });
    expect(isStored).toBe(true);
    expect((await db.events.toArray()).map((event: MatchEvent) => event.playerNumber)).toEqual([5]);
  });
});
