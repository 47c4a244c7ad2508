import { act, renderHook } from '@testing-library/react';
import { proxy } from 'valtio';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOUNCE_MS, useCaptureTaps } from '../../../src/app/capture/useCaptureTaps';
import type { SendCommand } from '../../../src/app/capture/useSendCommand';
import { activateLanguage } from '../../../src/app/i18n';
import { createCaptureState, type CaptureState, type CaptureWrite } from '../../../src/domain/capture';
import type { MatchEvent } from '../../../src/domain/model';

beforeAll(() => activateLanguage('en'));

const QUARTER_LENGTH = 480;
const event = (fields: Partial<MatchEvent>): MatchEvent => ({
  uuid: `00000000-0000-4000-8000-00000000000${fields.playerNumber ?? 0}`,
  match: { id: 1 },
  team: { id: 10 },
  quarter: 2,
  time: QUARTER_LENGTH + 162,
  type: 'DRIVE',
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  ...fields,
});
const goal = event({ type: 'SHOOT', playerNumber: 7, shootOutcome: 'GOAL' });
const start = event({ type: 'DEFENSE_START', uuid: '00000000-0000-4000-8000-0000000000aa' });
const put = (stored: MatchEvent): CaptureWrite => ({ kind: 'putEvent', event: stored });

function renderTaps(writes: CaptureWrite[], state: CaptureState = proxy(createCaptureState('team1')), events = [goal]) {
  const send = vi.fn<SendCommand>(async () => ({ writes }));
  const view = renderHook(() => useCaptureTaps(state, send, { quarterLength: QUARTER_LENGTH, events }));
  return { send, view, state };
}

describe('the confirmation names the whole stored event, whatever stored it', () => {
  it.each([
    ['a goal and the possession it starts', [put(goal), put(start)], 'Saved: Shoot #7 Goal · 5:18 · Q2'],
    [
      'a yellow card from the Actions tab',
      [put(event({ type: 'YELLOW_CARD', playerNumber: 4 }))],
      'Saved: Yellow card #4 · 5:18 · Q2',
    ],
    ['a time-out', [put(event({ type: 'TIMEOUT' }))], 'Saved: Timeout · 5:18 · Q2'],
    ['a possession start alone', [put(start)], 'Saved: Defense start · 5:18 · Q2'],
  ])('%s', async (_, writes, text) => {
    const { view } = renderTaps(writes);
    await act(() => view.result.current.send({ type: 'recordCard', card: 'YELLOW_CARD', cap: 4 }));
    expect(view.result.current.flash).toBe(text);
  });

  it('a command that stores no event confirms nothing', async () => {
    const { view } = renderTaps([]);
    await act(() => view.result.current.send({ type: 'setTime', seconds: 20 }));
    expect(view.result.current.flash).toBeNull();
  });

  it('Undo names the action it took back, by its main event', async () => {
    const state = proxy(createCaptureState('team1'));
    state.history = [
      { eventUuid: goal.uuid, at: 1, before: { ...state }, action: goal.uuid },
      { eventUuid: start.uuid, at: 1, before: { ...state }, action: goal.uuid },
    ];
    const { view } = renderTaps([{ kind: 'deleteEvent', uuid: start.uuid }], state, [goal, start]);
    act(() => view.result.current.undo());
    await vi.waitFor(() => expect(view.result.current.flash).toBe('Undone: Shoot #7 Goal · 5:18 · Q2'));
  });
});

describe('a double tap on a control that saves is one tap', () => {
  const tapAt = (x: number, y: number) =>
    window.dispatchEvent(new MouseEvent('pointerdown', { clientX: x, clientY: y }) as PointerEvent);

  function renderDrive() {
    const state = proxy(createCaptureState('team1'));
    state.current = { playerNumber: 2 };
    const { view, send } = renderTaps([], state);
    // Player first, then Drive: complete, so the tap on Drive saves it.
    send.mockImplementation(async (command) => {
      if (command.type === 'chooseEventType') state.current = { ...state.current, type: 'DRIVE' };
      if (command.type === 'choosePlayer') state.current = { playerNumber: command.cap };
      if (command.type === 'save') state.current = null;
      return { writes: command.type === 'save' ? [put(event({ type: 'DRIVE', playerNumber: 2 }))] : [] };
    });
    return { view, send };
  }
  const sent = (send: ReturnType<typeof renderDrive>['send']) => send.mock.calls.map(([command]) => command.type);

  it.each([
    ['the same spot at once: ignored', 100, 100, 0, ['chooseEventType', 'save']],
    ['the same spot after BOUNCE_MS: taken', 100, 100, BOUNCE_MS + 50, ['chooseEventType', 'save', 'chooseEventType']],
    ['another spot at once: taken', 300, 100, 0, ['chooseEventType', 'save', 'chooseEventType']],
  ])('%s', async (_, x, y, wait, commands) => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    try {
      const { view, send } = renderDrive();
      tapAt(100, 100);
      await act(async () => view.result.current.chooseType('drive'));
      await vi.waitFor(() => expect(sent(send)).toEqual(['chooseEventType', 'save']));
      vi.advanceTimersByTime(wait);
      tapAt(x, y);
      await act(async () => view.result.current.chooseType('drive'));
      expect(sent(send)).toEqual(commands);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tap elsewhere in between (the next player) takes the next tap on the same spot', async () => {
    const { view, send } = renderDrive();
    tapAt(100, 100);
    await act(async () => view.result.current.chooseType('drive'));
    tapAt(400, 300);
    await act(async () => void (await view.result.current.edit({ type: 'choosePlayer', cap: 5 })));
    tapAt(100, 100);
    await act(async () => view.result.current.chooseType('drive'));
    expect(sent(send)).toEqual(['chooseEventType', 'save', 'choosePlayer', 'chooseEventType', 'save']);
  });
});

describe('a tap waits for the taps before it', () => {
  it('player → Drive tapped before the player is stored still saves the drive (player first)', async () => {
    const state = proxy(createCaptureState('team1'));
    const { view, send } = renderTaps([], state);
    let storePlayer = () => {};
    send.mockImplementation(async (command) => {
      if (command.type === 'choosePlayer') {
        // A busy tablet: the player's tap is stored only after the next tap is made.
        await new Promise<void>((resolve) => (storePlayer = resolve));
        state.current = { playerNumber: command.cap };
      }
      if (command.type === 'chooseEventType') state.current = { ...state.current, type: 'DRIVE' };
      if (command.type === 'save') state.current = null;
      return { writes: command.type === 'save' ? [put(event({ type: 'DRIVE', playerNumber: 2 }))] : [] };
    });
    act(() => void view.result.current.edit({ type: 'choosePlayer', cap: 2 }));
    act(() => view.result.current.chooseType('drive'));
    await vi.waitFor(() => expect(send.mock.calls.map(([command]) => command.type)).toEqual(['choosePlayer']));
    await act(async () => storePlayer());
    await vi.waitFor(() =>
      expect(send.mock.calls.map(([command]) => command.type)).toEqual(['choosePlayer', 'chooseEventType', 'save']),
    );
    expect(view.result.current.flash).toBe('Saved: Drive #2 · 5:18 · Q2');
  });

  /** Player #2 picked, so Drive saves; the save is stored only when `storeSave` is called (a slow tablet). */
  function renderHeldDriveSave() {
    const state = proxy(createCaptureState('team1'));
    state.current = { playerNumber: 2 };
    const { view, send } = renderTaps([], state);
    const held = { storeSave: () => {} };
    send.mockImplementation(async (command) => {
      if (command.type === 'chooseEventType') state.current = { ...state.current, type: 'DRIVE' };
      if (command.type === 'save') {
        await new Promise<void>((resolve) => (held.storeSave = resolve));
        state.current = null;
      }
      return { writes: [] };
    });
    return { view, send, storeSave: () => held.storeSave() };
  }

  it('Start clock tapped while a drive saves itself is sent after the save', async () => {
    const { view, send, storeSave } = renderHeldDriveSave();
    act(() => view.result.current.chooseType('drive'));
    await vi.waitFor(() =>
      expect(send.mock.calls.map(([command]) => command.type)).toEqual(['chooseEventType', 'save']),
    );
    act(() => void view.result.current.send({ type: 'startClock' }));
    await act(async () => {});
    expect(send.mock.calls.map(([command]) => command.type)).toEqual(['chooseEventType', 'save']);
    await act(async () => storeSave());
    await vi.waitFor(() =>
      expect(send.mock.calls.map(([command]) => command.type)).toEqual(['chooseEventType', 'save', 'startClock']),
    );
  });

  it('a tap that waited its turn is sent with the instant it was tapped, for the game clock to read', async () => {
    const { view, send, storeSave } = renderHeldDriveSave();
    const now = vi.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000);
      act(() => view.result.current.chooseType('drive'));
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      now.mockReturnValue(2_000);
      act(() => void view.result.current.send({ type: 'startClock' }));
      // The save takes five seconds to store: Start clock's turn comes then, its instant stays the tap's.
      now.mockReturnValue(7_000);
      await act(async () => storeSave());
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
      expect(send.mock.calls.map(([command, at]) => [command.type, at])).toEqual([
        ['chooseEventType', 1_000],
        ['save', 1_000],
        ['startClock', 2_000],
      ]);
    } finally {
      now.mockRestore();
    }
  });
});
