import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventSchema, PossessionSchema, type MatchEvent } from '../../../../src/domain/model';
import { convertPlayByPlay, parsePlayByPlayCsv } from '../../../../src/domain/playbyplay';
import { countingUuid, loadRealMatch, REAL_MATCHES } from './loadRealMatch';

const HOME = 1;
const AWAY = 2;

/** Converts play-by-play lines of HOM (team1) against AWY (team2). */
function convert(...lines: string[]) {
  const rows = parsePlayByPlayCsv(['quarter,clock,team,cap,player,action,detail', ...lines].join('\n'));
  return convertPlayByPlay(rows, {
    match: { id: 7 },
    team1: { id: HOME, code: 'HOM' },
    team2: { id: AWAY, code: 'AWY' },
    newUuid: countingUuid(),
  });
}

const START = [
  '1,8:00,HOM,1,KEEPER H,GK_START,Starting goalkeeper',
  '1,8:00,AWY,13,KEEPER A,GK_START,Starting goalkeeper',
];
const SPRINT = '1,8:00,HOM,4,SPRINTER,SPRINT_WON,Sprint won possession';

const played = (events: MatchEvent[], team: number) =>
  events.filter((event) => event.team.id === team && !event.type.endsWith('_START'));
const typesOf = (events: MatchEvent[], team: number) => played(events, team).map((event) => event.type);

describe('convertPlayByPlay', () => {
  it('records every action for both teams, each seen from its own side, twins linked both ways', () => {
    const { events } = convert(...START, SPRINT, '1,7:30,HOM,5,SHOOTER,GOAL,Action shot - Goal');
    expect(typesOf(events, HOME)).toEqual(['SWIMOFF', 'SHOOT']);
    expect(typesOf(events, AWAY)).toEqual(['SWIMOFFAGAINST', 'SHOOTAGAINST']);
    const [shot, twin] = events.filter((event) => event.shootOutcome === 'GOAL');
    expect(shot).toMatchObject({ team: { id: HOME }, playerNumber: 5, offense: true, time: 30, quarter: 1 });
    expect(twin).toMatchObject({ team: { id: AWAY }, playerNumber: 13, opponentPlayerNumber: 5, offense: false });
    expect(shot!.opponentEventUuid).toBe(twin!.uuid);
    expect(twin!.opponentEventUuid).toBe(shot!.uuid);
    expect(shot!.opponentPossessionUuid).toBe(twin!.possessionUuid);
  });

  it.each([
    [
      'a saved shot the defence collects',
      'SHOT_SAVED',
      'Action shot - Saved',
      '1,7:00,AWY,9,X,TURNOVER,Turnover foul',
      'MISSAGAINST',
    ],
    ['a missed shot at the end of the quarter', 'SHOT_MISSED', '5m shot - Missed', '', 'MISSAGAINST'],
    [
      'a post the shooting team keeps',
      'SHOT_POST',
      'Action shot - Post',
      '1,7:10,HOM,6,Y,SHOT_SAVED,Action shot - Saved',
      'MISSFOR',
    ],
    [
      'a block the defence collects',
      'SHOT_BLOCKED',
      'Action shot - Blocked',
      '1,7:05,AWY,9,X,SHOT_MISSED,Action shot - Missed',
      'BLOCKAGAINST',
    ],
    [
      'a block the shooting team keeps',
      'SHOT_BLOCKED',
      '5m shot - Blocked',
      '1,7:00,HOM,5,SHOOTER,TURNOVER,Turnover foul',
      'BLOCKFOR',
    ],
    [
      'a save followed by the defence being excluded',
      'SHOT_SAVED',
      'Action shot - Saved',
      '1,7:20,AWY,3,Z,EXCLUSION,20 sec. exclusion in field',
      'MISSFOR',
    ],
  ])(
    'gives %s the outcome %s from the shooter’s side, mirrored for the defence',
    (_case, action, detail, next, outcome) => {
      const { events } = convert(...START, SPRINT, `1,7:30,HOM,5,SHOOTER,${action},${detail}`, ...(next ? [next] : []));
      const [shot, twin] = events.filter((event) => event.type === 'SHOOT' || event.type === 'SHOOTAGAINST');
      expect(shot!.shootOutcome).toBe(outcome);
      const mirrored = {
        MISSFOR: 'MISSAGAINST',
        MISSAGAINST: 'MISSFOR',
        BLOCKFOR: 'BLOCKAGAINST',
        BLOCKAGAINST: 'BLOCKFOR',
      };
      expect(twin!.shootOutcome).toBe(mirrored[outcome as keyof typeof mirrored]);
      expect(shot!.isAttackingAfterShoot).toBe(outcome.endsWith('FOR'));
      expect(twin!.notes).toBe(detail);
      // How it missed, as printed, for both teams: saved, wide, off the post; a block needs none.
      const result = { SHOT_SAVED: 'SAVED', SHOT_MISSED: 'MISSED', SHOT_POST: 'POST' }[action as 'SHOT_SAVED'] ?? null;
      expect([shot!.shootResult, twin!.shootResult]).toEqual([result, result]);
    },
  );

  it('credits the goalkeeper of GK_START on shots against, and nobody on a block (the blocker is not printed)', () => {
    const { events } = convert(
      ...START,
      SPRINT,
      '1,7:30,HOM,5,S,SHOT_SAVED,Action shot - Saved',
      '1,7:00,AWY,9,X,SHOT_BLOCKED,Action shot - Blocked',
    );
    const against = events.filter((event) => event.type === 'SHOOTAGAINST');
    expect(against.map((event) => [event.team.id, event.playerNumber ?? null])).toEqual([
      [AWAY, 13],
      [HOME, null],
    ]);
  });

  it('starts a possession on a goal, a turnover, a lost shot and an exclusion, and on a kept shot only when not man-up', () => {
    const { possessions } = convert(
      ...START,
      SPRINT,
      '1,7:40,HOM,5,S,SHOT_POST,Action shot - Post',
      '1,7:20,HOM,5,S,GOAL,Action shot - Goal',
      '1,7:00,AWY,9,X,TURNOVER,Turnover foul',
      '1,6:40,AWY,3,Z,EXCLUSION,20 sec. exclusion in field',
      '1,6:30,HOM,6,Y,SHOT_SAVED,Extra player shot - Saved',
      '1,6:25,HOM,6,Y,GOAL,Extra player shot - Goal',
    );
    const home = possessions.filter((possession) => possession.team.id === HOME);
    expect(
      home.map((possession) => [possession.timeFrom, possession.timeTo, possession.offense, possession.extraPlayer]),
    ).toEqual([
      [0, 20, true, false], // sprint, post kept
      [20, 40, true, false], // new shot clock after the post, goal
      [40, 60, false, false], // AWY attacks, turnover
      [60, 80, true, false], // HOM attacks, AWY excluded
      [80, 95, true, true], // man-up: the saved shot kept does not start a new one, the goal ends it
      [95, 480, false, false], // AWY restarts after the goal; the quarter ends
    ]);
    const away = possessions.filter((possession) => possession.team.id === AWAY);
    expect(away.map((possession) => possession.offense)).toEqual(home.map((possession) => !possession.offense));
    expect(away.map((possession) => possession.opponentPossessionUuid)).toEqual(
      home.map((possession) => possession.uuid),
    );
  });

  it.each([
    // A goal whose detail names no situation: the exclusion's clock decides.
    ['a goal in the 20th second after the exclusion is man-up', '1,6:40,HOM,5,S,GOAL,Goal', [], true],
    ['a goal 21 s after the exclusion is not', '1,6:39,HOM,5,S,GOAL,Goal', [], false],
    [
      'a goal after the excluded team had the ball back is not',
      '1,6:50,HOM,5,S,GOAL,Goal',
      ['1,6:58,AWY,9,X,STEAL,Steal'],
      false,
    ],
    // The log's own label wins over the clock, both ways.
    [
      'a shot labelled extra player is man-up whatever the clock',
      '1,6:00,HOM,5,S,GOAL,Extra player shot - Goal',
      [],
      true,
    ],
    ['an "Action shot" within the 20 s is even strength', '1,6:50,HOM,5,S,GOAL,Action shot - Goal', [], false],
    ['a "Centre shot" within the 20 s is even strength', '1,6:45,HOM,5,S,GOAL,Centre shot - Goal', [], false],
    ['a "5m shot" within the 20 s is even strength', '1,6:45,HOM,5,S,GOAL,5m shot - Goal', [], false],
    ['a "Counter attack" within the 20 s is even strength', '1,6:45,HOM,5,S,GOAL,Counter attack - Goal', [], false],
  ])('tracks the man-advantage: %s', (_case, goal, between, isExtra) => {
    const { events } = convert(
      ...START,
      SPRINT,
      '1,7:00,AWY,3,Z,EXCLUSION,20 sec. exclusion in field',
      ...between,
      goal,
    );
    const shot = events.find((event) => event.type === 'SHOOT')!;
    expect(shot.extraPlayer).toBe(isExtra);
    expect(events.find((event) => event.type === 'SHOOTAGAINST')!.extraPlayer).toBe(isExtra);
  });

  it('records an exclusion with substitution as one exclusion of that type (the same whistle), and the player fouled', () => {
    const { events } = convert(
      ...START,
      SPRINT,
      '1,7:00,AWY,3,Z,EXCLUSION,20 sec. exclusion in field',
      '1,7:00,AWY,3,Z,EXCLUSION_WITH_SUBSTITUTION,Exclusion with substitution',
    );
    expect(typesOf(events, AWAY)).toEqual(['SWIMOFFAGAINST', 'EXCLUSIONFOR']);
    expect(played(events, AWAY)[1]).toMatchObject({
      playerNumber: 3,
      exclusionType: 'WITH_SUBSTITUTION',
      offense: false,
    });
    expect(played(events, HOME)[1]).toMatchObject({ type: 'EXCLUSIONAGAINST', opponentPlayerNumber: 3, offense: true });
  });

  it('gives no man-up for two exclusions at one whistle', () => {
    const { possessions } = convert(
      ...START,
      SPRINT,
      '1,7:00,AWY,3,Z,EXCLUSION,20 sec. exclusion in field',
      '1,7:00,HOM,8,W,EXCLUSION,20 sec. exclusion in field',
    );
    expect(possessions.at(-1)).toMatchObject({ timeFrom: 60, extraPlayer: false });
  });

  it('records a penalty foul for both teams and its penalty shot from the 5 m mark', () => {
    const { events } = convert(
      ...START,
      SPRINT,
      '1,7:00,AWY,3,Z,PENALTY_FOUL,Penalty foul',
      '1,7:00,HOM,5,S,GOAL,Penalty shot - Goal',
    );
    expect(
      played(events, AWAY)
        .slice(1)
        .map((event) => [event.type, event.playerNumber]),
    ).toEqual([
      ['PENALTYFOUL', 3],
      ['SHOOTAGAINST', 13],
    ]);
    expect(played(events, HOME)[2]).toMatchObject({
      type: 'SHOOT',
      shootSituation: 'PENALTY',
      extraPlayer: false,
      shootFromPoolX: 1000,
      shootFromPoolY: 500,
    });
  });

  it.each([
    [
      'a turnover with a steal at the same whistle is a ball lost to the stealer',
      ['1,7:00,HOM,5,S,TURNOVER,Turnover foul', '1,7:00,AWY,9,X,STEAL,Steal'],
      'BALL_LOST',
      5,
      9,
    ],
    ['a turnover foul alone is a counter foul', ['1,7:00,HOM,5,S,TURNOVER,Turnover foul'], 'CONTRAFAULT', 5, null],
    ['a steal alone is a ball lost by someone unnamed', ['1,7:00,AWY,9,X,STEAL,Steal'], 'BALL_LOST', null, 9],
  ])('records %s', (_case, lines, turnOverType, loser, stealer) => {
    const { events } = convert(...START, SPRINT, ...lines);
    const lost = events.filter((event) => event.type === 'BALLLOST');
    const gained = events.filter((event) => event.type === 'BALLGAINED');
    expect(
      lost.map((event) => [
        event.team.id,
        event.turnOverType,
        event.playerNumber ?? null,
        event.opponentPlayerNumber ?? null,
      ]),
    ).toEqual([[HOME, turnOverType, loser, stealer]]);
    expect(gained.map((event) => [event.team.id, event.playerNumber ?? null])).toEqual([[AWAY, stealer]]);
  });

  it('records a time-out for the calling team only, which has the ball', () => {
    const { events } = convert(...START, SPRINT, '1,6:00,AWY,,,TIMEOUT,Time-Out');
    expect(events.filter((event) => event.type === 'TIMEOUT')).toMatchObject([
      { team: { id: AWAY }, offense: true, time: 120 },
    ]);
  });

  it('puts shootout shots in quarter 5 as PENALTYSHOOTOUT, with no possession', () => {
    const { events, possessions } = convert(
      '5,,HOM,5,S,GOAL,Penalty shot - Goal',
      '5,,AWY,9,X,SHOT_SAVED,Penalty shot - Saved',
    );
    expect(
      events.map((event) => [event.type, event.quarter, event.time, event.shootSituation, event.possessionUuid]),
    ).toEqual([
      ['SHOOT', 5, 1920, 'PENALTYSHOOTOUT', null],
      ['SHOOTAGAINST', 5, 1920, 'PENALTYSHOOTOUT', null],
      ['SHOOT', 5, 1920, 'PENALTYSHOOTOUT', null],
      ['SHOOTAGAINST', 5, 1920, 'PENALTYSHOOTOUT', null],
    ]);
    expect(possessions).toEqual([]);
  });

  it('leaves out lines of teams it does not know and of no event type (challenges)', () => {
    const { events } = convert('1,6:00,XYZ,5,S,GOAL,Action shot - Goal', '1,4:00,AWY,,,CHALLENGE_LOST,CHL');
    expect(events).toEqual([]);
  });

  it.each([
    ['a head coach', '2,4:35,HOM,,Team Head Coach,YELLOW_CARD,YC', 'YELLOW_CARD', null, 'HEAD_COACH'],
    ['an assistant coach', '2,4:35,HOM,,Team Assistant Coach,YELLOW_CARD,YC', 'YELLOW_CARD', null, 'ASSISTANT_COACH'],
    ['a team official', '2,4:35,HOM,,Team Official,YELLOW_CARD,Yellow card', 'YELLOW_CARD', null, 'TEAM_OFFICIAL'],
    ['an unnamed bench card', '2,4:35,HOM,,,RED_CARD,RC', 'RED_CARD', null, 'TEAM_OFFICIAL'],
    ['a player', '2,4:35,HOM,7,PLAYER,RED_CARD,RC', 'RED_CARD', 7, null],
  ])('stores the card line of %s as a card event of its team', (_label, line, type, playerNumber, official) => {
    const { events } = convert(line);
    expect(events).toEqual([
      expect.objectContaining({ team: { id: HOME }, quarter: 2, time: 480 + 205, type, playerNumber, official }),
    ]);
    expect(() => v.parse(EventSchema, events[0])).not.toThrow();
  });

  it('a card joins the attack under way without a twin or a change of possession', () => {
    const { events, possessions } = convert(
      ...START,
      SPRINT,
      '1,7:40,AWY,,Team Head Coach,YELLOW_CARD,YC',
      '1,7:30,HOM,5,SHOOTER,GOAL,Action shot - Goal',
    );
    const card = events.find((event) => event.type === 'YELLOW_CARD')!;
    expect(typesOf(events, AWAY)).toEqual(['SWIMOFFAGAINST', 'YELLOW_CARD', 'SHOOTAGAINST']);
    expect(typesOf(events, HOME)).toEqual(['SWIMOFF', 'SHOOT']);
    expect(card).toMatchObject({ offense: false, official: 'HEAD_COACH' });
    expect(card.opponentEventUuid).toBeUndefined();
    expect(card.possessionUuid).toBe(possessions.find((p) => p.team.id === AWAY)!.uuid);
    expect(possessions).toHaveLength(4);
  });

  it("stores the two head coaches' yellow cards of Thailand - Hong Kong as the official report lists them", () => {
    const { converted, teamIds } = loadRealMatch('2025-asch-m-tha-hkg');
    const cards = converted.events.filter((event) => event.type === 'YELLOW_CARD');
    expect(cards.map((event) => [event.team.id, event.quarter, event.official, event.playerNumber])).toEqual([
      [teamIds.THA, 2, 'HEAD_COACH', null],
      [teamIds.HKG, 4, 'HEAD_COACH', null],
    ]);
  });

  it('gives nothing for an empty play-by-play', () => {
    expect(convert()).toEqual({ events: [], possessions: [] });
  });

  describe.each(Object.keys(REAL_MATCHES) as (keyof typeof REAL_MATCHES)[])('the real match %s', (name) => {
    const { converted, rows } = loadRealMatch(name);

    it('gives events and possessions our schemas accept', () => {
      for (const event of converted.events) expect(() => v.parse(EventSchema, event)).not.toThrow();
      for (const possession of converted.possessions) expect(() => v.parse(PossessionSchema, possession)).not.toThrow();
    });

    it('gives possessions that follow each other without gaps within each quarter, for both teams', () => {
      for (const team of new Set(converted.possessions.map((possession) => possession.team.id))) {
        const own = converted.possessions.filter((possession) => possession.team.id === team);
        for (const [index, possession] of own.entries()) {
          expect(possession.timeTo).not.toBeNull();
          expect(possession.timeTo!).toBeGreaterThanOrEqual(possession.timeFrom);
          const next = own[index + 1];
          if (next?.quarter === possession.quarter) expect(next.timeFrom).toBe(possession.timeTo);
        }
      }
    });

    it('carries every card line of the log as a card event of its team', () => {
      const cards = rows.filter((row) => row.action.endsWith('_CARD'));
      const cardEvents = converted.events.filter((event) => event.type.endsWith('_CARD'));
      expect(cardEvents.map((event) => [event.type, event.quarter, event.playerNumber ?? event.official])).toEqual(
        cards.map((row) => [row.action, row.quarter, row.cap ?? expect.any(String)]),
      );
    });

    it('records each goal of the play-by-play once for the scorer and once against the other team', () => {
      const goals = rows.filter((row) => row.action === 'GOAL').length;
      expect(converted.events.filter((event) => event.type === 'SHOOT' && event.shootOutcome === 'GOAL')).toHaveLength(
        goals,
      );
      expect(
        converted.events.filter((event) => event.type === 'SHOOTAGAINST' && event.shootOutcome === 'GOAL'),
      ).toHaveLength(goals);
    });

    it('puts every event of the regular quarters in a possession of its own team', () => {
      const owner = new Map(converted.possessions.map((possession) => [possession.uuid, possession.team.id]));
      // A card shown before the quarter's first attack (USA's official at 8:00 of Q4) starts no possession.
      const isCardBeforePlay = (event: MatchEvent) => event.type.endsWith('_CARD') && event.possessionUuid == null;
      for (const event of converted.events.filter((event) => event.quarter < 5 && !isCardBeforePlay(event))) {
        expect(owner.get(event.possessionUuid!)).toBe(event.team.id);
      }
    });
  });
});
