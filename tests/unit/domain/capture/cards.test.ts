import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CARD_NEEDS_PERSON, type CaptureCommand } from '../../../../src/domain/capture';
import { EventSchema } from '../../../../src/domain/model';
import { afterSwimoff, play, possessions } from './harness';

type Card = Extract<CaptureCommand, { type: 'recordCard' }>;
const card = (fields: Omit<Card, 'type'>): Card => ({ type: 'recordCard', ...fields });

describe('recording a card from the Actions tab', () => {
  it.each([
    ['a yellow card to the head coach', card({ card: 'YELLOW_CARD', official: 'HEAD_COACH' }), null, 'HEAD_COACH'],
    [
      'a yellow card to a team official',
      card({ card: 'YELLOW_CARD', official: 'TEAM_OFFICIAL' }),
      null,
      'TEAM_OFFICIAL',
    ],
    ['a red card to a player', card({ card: 'RED_CARD', cap: 7 }), 7, undefined],
    [
      'a red card to the assistant coach',
      card({ card: 'RED_CARD', official: 'ASSISTANT_COACH' }),
      null,
      'ASSISTANT_COACH',
    ],
    [
      'a player named beside an official goes to the player',
      card({ card: 'RED_CARD', cap: 4, official: 'HEAD_COACH' }),
      4,
      undefined,
    ],
  ])('%s is saved at once at the clock shown', (_label, command, playerNumber, official) => {
    const s = afterSwimoff();
    play(s, 't 95');
    const result = s.send(command);
    expect(result.error).toBeUndefined();
    const saved = s.store.events.at(-1)!;
    expect(saved).toMatchObject({ type: command.card, time: 95, quarter: 1, team: { id: 11 }, playerNumber });
    expect(saved.official).toBe(official);
    expect(saved.possessionUuid).toBe(s.state.possessionUuid);
    expect(v.safeParse(EventSchema, saved).issues).toBeUndefined();
  });

  it.each([
    [
      'a yellow card to their player',
      card({ card: 'YELLOW_CARD', cap: 9, isTheirs: true }),
      'YELLOW_CARD_AGAINST',
      9,
      undefined,
    ],
    [
      'a red card to their head coach',
      card({ card: 'RED_CARD', official: 'HEAD_COACH', isTheirs: true }),
      'RED_CARD_AGAINST',
      null,
      'HEAD_COACH',
    ],
  ])('%s (a scorer keeping both teams) is saved as theirs', (_label, command, type, opponentPlayerNumber, official) => {
    const s = afterSwimoff();
    play(s, 't 95');
    expect(s.send(command).error).toBeUndefined();
    const saved = s.store.events.at(-1)!;
    expect(saved).toMatchObject({ type, time: 95, team: { id: 11 }, playerNumber: null, opponentPlayerNumber });
    expect(saved.official).toBe(official);
    expect(v.safeParse(EventSchema, saved).issues).toBeUndefined();
  });

  it('their card naming nobody is refused, and the server refuses one that names only our player', () => {
    const s = afterSwimoff();
    expect(s.send(card({ card: 'RED_CARD', cap: null, isTheirs: true })).error).toBe(CARD_NEEDS_PERSON);
    const ours = { ...s.store.events.at(-1)!, type: 'RED_CARD_AGAINST', playerNumber: 7, opponentPlayerNumber: null };
    expect(v.safeParse(EventSchema, ours).issues?.[0]?.message).toBe('A card needs a player number or an official');
  });

  it('a card naming nobody is refused with a message and writes nothing', () => {
    const s = afterSwimoff();
    const before = s.store.events.length;
    const result = s.send(card({ card: 'YELLOW_CARD', cap: null }));
    expect(result.error).toBe(CARD_NEEDS_PERSON);
    expect(result.writes).toEqual([]);
    expect(s.store.events).toHaveLength(before);
  });

  it('a card changes neither possession nor the players in water (a red card to a player included)', () => {
    const s = afterSwimoff();
    play(s, 't 40');
    const before = { possessions: possessions(s), offense: s.state.offense, water: s.state.playersInWater };
    s.send(card({ card: 'RED_CARD', cap: 3 }));
    expect({ possessions: possessions(s), offense: s.state.offense, water: s.state.playersInWater }).toEqual(before);
  });

  it('a card leaves the event being edited open', () => {
    const s = afterSwimoff();
    play(s, 'shoot; #7');
    s.send(card({ card: 'YELLOW_CARD', official: 'HEAD_COACH' }));
    expect(s.state.current).toMatchObject({ type: 'SHOOT', playerNumber: 7 });
  });

  it('a stored red card of a player on the bench opens for editing without a warning and saves', () => {
    const s = afterSwimoff();
    s.send(card({ card: 'RED_CARD', cap: 11 }));
    const stored = s.store.events.at(-1)!;
    s.send({ type: 'loadEvent', event: stored });
    expect(s.state.warning).toBeNull();
    play(s, 'save');
    expect(s.store.events.at(-1)).toMatchObject({ uuid: stored.uuid, type: 'RED_CARD', playerNumber: 11 });
  });

  it('undo takes the card back', () => {
    const s = afterSwimoff();
    const before = s.store.events.length;
    s.send(card({ card: 'YELLOW_CARD', official: 'HEAD_COACH' }));
    play(s, 'undo');
    expect(s.store.events).toHaveLength(before);
  });
});
