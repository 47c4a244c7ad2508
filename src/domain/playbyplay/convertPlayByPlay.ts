import {
  DEFAULT_QUARTER_LENGTH,
  type EventType,
  GOAL_CENTRE_X_CM,
  type MatchEvent,
  otherSide,
  PENALTY_SHOOT_FROM_Y_CM,
  type Possession,
  SHOOTOUT_QUARTER,
  type TeamSide,
} from '../model';
import { mirroredShootOutcome } from '../stats/mirror';
import { cardPersonOf } from './cardPersonOf';
import { exclusionSecondsOf } from './exclusionSeconds';
import { exclusionTypeOf } from './exclusionTypeOf';
import { manAdvantageOf, type RunningExclusion } from './manAdvantageOf';
import { matchTimeOf } from './matchTimeOf';
import { sameWhistleIndex } from './sameWhistleIndex';
import { shotFromDetail } from './shotFromDetail';
import { shootOutcomeOf, shootResultOf } from './shootOutcomeOf';
import { sideInPossessionAfter } from './sideInPossessionAfter';
import { teamSideOf } from './teamSideOf';
import { turnOverTypeFromDetail } from './turnOverTypeFromDetail';
import type { ConvertedPlayByPlay, PlayByPlayConversionOptions, PlayByPlayRow } from './types';

type EventFields = Partial<Omit<MatchEvent, 'uuid' | 'match' | 'team' | 'quarter' | 'time' | 'type'>>;
const SHOT_ACTIONS = new Set(['GOAL', 'SHOT_SAVED', 'SHOT_MISSED', 'SHOT_POST', 'SHOT_BLOCKED']);

/**
 * Turns an official play-by-play into our entities for BOTH teams, each event seen from its own team
 * (docs/design.md §6) and linked to its twin by opponentEventUuid. Possessions are inferred: a goal, a turnover or
 * steal, a shot the defence collects, an exclusion and a swim-off start one; a shot its team keeps starts
 * one unless it is man-up (docs/product.md §4). The man advantage follows the rules (`manAdvantageOf`): from an
 * exclusion until the league's exclusion time (`options.exclusionTime`, 20 s or 18 s) of game time has run, a goal,
 * or the excluded team has the ball again, with the log's labels as evidence where they exist; it sets extraPlayer
 * on events and possessions.
 * Conventions: `playerNumber` is always a cap of the event's own team (the goalkeeper on a shot against,
 * when known from GK_START), the other team's cap goes to `opponentPlayerNumber`; a non-goal shot keeps the
 * printed label in `notes` ("Action shot - Saved"), which is how statistics tell a save without a goal point.
 * A card line becomes a card event of the carded team (its player's cap or its official), with no twin and
 * no change of possession; challenges have no event type and are left out; the shootout has no possessions.
 */
export function convertPlayByPlay(
  rows: readonly PlayByPlayRow[],
  options: PlayByPlayConversionOptions,
): ConvertedPlayByPlay {
  const quarterLength = options.quarterLength ?? DEFAULT_QUARTER_LENGTH;
  const exclusionSeconds = exclusionSecondsOf(options);
  const teamOf = { team1: { id: options.team1.id }, team2: { id: options.team2.id } } as const;
  const match = { id: options.match.id };
  const sideOf = (row: PlayByPlayRow) => teamSideOf(options, row);
  const events: MatchEvent[] = [];
  const possessions: Possession[] = [];

  let quarter = 0;
  let attacking: TeamSide | null = null;
  let current: Record<TeamSide, Possession> | null = null;
  let exclusions: RunningExclusion[] = [];
  const goalkeeper: Record<TeamSide, number | null> = { team1: null, team2: null };

  const advantage = (side: TeamSide | null, time: number) =>
    side === null ? 0 : manAdvantageOf(exclusions, side, time);

  function closePossession(time: number) {
    if (!current) return;
    for (const possession of Object.values(current)) possession.timeTo = Math.max(time, possession.timeFrom);
    current = null;
  }

  function openPossession(side: TeamSide, time: number) {
    if (quarter >= SHOOTOUT_QUARTER) return;
    const from = Math.max(time, current?.team1.timeFrom ?? 0);
    closePossession(from);
    // The excluded players of a team that gets the ball back may return (their opponent's man-up ends).
    if (attacking !== side) exclusions = exclusions.filter((exclusion) => exclusion.excludedSide !== side);
    exclusions = exclusions.filter((exclusion) => exclusion.until >= time);
    attacking = side;
    const extraPlayer = advantage(side, time) > 0;
    const possessionOf = (team: TeamSide): Possession => ({
      uuid: options.newUuid(),
      match,
      team: teamOf[team],
      quarter,
      timeFrom: from,
      timeTo: null,
      offense: team === side,
      extraPlayer,
      isRestart: false,
    });
    const pair = { [side]: possessionOf(side), [otherSide(side)]: possessionOf(otherSide(side)) } as Record<
      TeamSide,
      Possession
    >;
    pair.team1.opponentPossessionUuid = pair.team2.uuid;
    pair.team2.opponentPossessionUuid = pair.team1.uuid;
    possessions.push(pair[side], pair[otherSide(side)]);
    current = pair;
    emitPair(side, time, ['OFFENSE_START', 'DEFENSE_START'], {}, {}, { offense: true, extraPlayer });
  }

  function ensureAttacking(side: TeamSide, time: number) {
    if (attacking !== side) openPossession(side, time);
  }

  /** Records the event of `side` and its twin seen from the other team. */
  function emitPair(
    side: TeamSide,
    time: number,
    [type, twinType]: [EventType, EventType],
    fields: EventFields,
    twinFields: EventFields,
    { offense, extraPlayer }: { offense: boolean; extraPlayer: boolean },
  ) {
    const event = makeEvent(side, time, type, { offense, extraPlayer, ...fields });
    const twin = makeEvent(otherSide(side), time, twinType, { offense: !offense, extraPlayer, ...twinFields });
    event.opponentEventUuid = twin.uuid;
    twin.opponentEventUuid = event.uuid;
    events.push(event, twin);
  }

  function makeEvent(side: TeamSide, time: number, type: EventType, fields: EventFields): MatchEvent {
    return {
      uuid: options.newUuid(),
      match,
      team: teamOf[side],
      quarter,
      time,
      type,
      offense: false,
      extraPlayer: false,
      possessionUuid: current?.[side].uuid ?? null,
      opponentPossessionUuid: current?.[otherSide(side)].uuid ?? null,
      needsReview: false,
      timeEstimated: false,
      ...fields,
    };
  }

  function startQuarter(next: number) {
    closePossession(Math.min(quarter, SHOOTOUT_QUARTER - 1) * quarterLength);
    quarter = next;
    attacking = null;
    exclusions = [];
  }

  function recordShot(row: PlayByPlayRow, index: number, side: TeamSide, time: number) {
    const label = shotFromDetail(row.detail, row.quarter);
    const isShootout = row.quarter >= SHOOTOUT_QUARTER;
    if (!isShootout) ensureAttacking(side, time);
    const extraPlayer = isShootout ? false : (label.extraPlayer ?? advantage(side, time) > 0);
    if (extraPlayer && current && !current[side].extraPlayer) {
      current.team1.extraPlayer = true; // the source says this attack was man-up
      current.team2.extraPlayer = true;
    }
    const isGoal = row.action === 'GOAL';
    const keepsBall = !isGoal && (sideInPossessionAfter(rows, index, sideOf) ?? otherSide(side)) === side;
    const isBlocked = row.action === 'SHOT_BLOCKED';
    const outcome = shootOutcomeOf(row.action, keepsBall);
    const isPenalty = label.situation === 'PENALTY' || label.situation === 'PENALTYSHOOTOUT';
    const shot: EventFields = {
      shootSituation: label.situation,
      shootResult: shootResultOf(row.action),
      notes: row.detail,
      ...(isPenalty ? { shootFromPoolX: GOAL_CENTRE_X_CM, shootFromPoolY: PENALTY_SHOOT_FROM_Y_CM } : {}),
    };
    const defender = isBlocked ? null : goalkeeper[otherSide(side)];
    emitPair(
      side,
      time,
      ['SHOOT', 'SHOOTAGAINST'],
      { ...shot, playerNumber: row.cap, shootOutcome: outcome, isAttackingAfterShoot: keepsBall },
      {
        ...shot,
        playerNumber: defender,
        opponentPlayerNumber: row.cap,
        shootOutcome: mirroredShootOutcome(outcome),
        isAttackingAfterShoot: !keepsBall,
      },
      { offense: true, extraPlayer },
    );
    if (isShootout) return;
    if (isGoal) {
      exclusions = [];
      openPossession(otherSide(side), time);
    } else if (!keepsBall) {
      openPossession(otherSide(side), time);
    } else if (advantage(side, time) <= 0) {
      openPossession(side, time);
    }
  }

  function recordExclusion(row: PlayByPlayRow, index: number, side: TeamSide, time: number) {
    const earner = otherSide(side);
    const partner = sameWhistleIndex(rows, index, (other) => other.action === 'EXCLUSION' && sideOf(other) === earner);
    const isDouble = partner !== -1 && partner < index && attacking === side && current?.team1.timeFrom === time;
    if (attacking === null) ensureAttacking(earner, time);
    emitPair(
      side,
      time,
      ['EXCLUSIONFOR', 'EXCLUSIONAGAINST'],
      { playerNumber: row.cap, exclusionType: exclusionTypeOf(rows, index) },
      { opponentPlayerNumber: row.cap, exclusionType: exclusionTypeOf(rows, index) },
      { offense: attacking === side, extraPlayer: advantage(attacking, time) > 0 },
    );
    exclusions.push({ excludedSide: side, until: time + exclusionSeconds });
    if (isDouble && current) {
      // Both sides excluded at one whistle: no advantage, and the ball stays where it went.
      current.team1.extraPlayer = current.team2.extraPlayer = advantage(attacking, time) > 0;
    } else {
      openPossession(earner, time);
    }
  }

  function recordTurnover(
    side: TeamSide,
    time: number,
    loserCap: number | null,
    stealerCap: number | null,
    detail: string,
  ) {
    ensureAttacking(side, time);
    const turnOverType = turnOverTypeFromDetail(detail, stealerCap !== null);
    emitPair(
      side,
      time,
      ['BALLLOST', 'BALLGAINED'],
      { playerNumber: loserCap, opponentPlayerNumber: stealerCap, turnOverType },
      { playerNumber: stealerCap, opponentPlayerNumber: loserCap, turnOverType },
      { offense: true, extraPlayer: advantage(side, time) > 0 },
    );
    openPossession(otherSide(side), time);
  }

  rows.forEach((row, index) => {
    const side = sideOf(row);
    if (side === null) return;
    if (row.quarter !== quarter) startQuarter(row.quarter);
    const time = matchTimeOf(row, quarterLength);
    const isSameWhistleAs = (action: string, team: TeamSide) =>
      sameWhistleIndex(
        rows,
        index,
        (other) => other.action === action && sideOf(other) === team && other.cap === row.cap,
      ) !== -1;
    switch (row.action) {
      case 'SPRINT_WON':
        openPossession(side, time);
        emitPair(
          side,
          time,
          ['SWIMOFF', 'SWIMOFFAGAINST'],
          { playerNumber: row.cap },
          { opponentPlayerNumber: row.cap },
          {
            offense: true,
            extraPlayer: false,
          },
        );
        return;
      case 'EXCLUSION_WITH_SUBSTITUTION':
        // The third personal foul: the same whistle as the exclusion or penalty foul printed beside it.
        if (isSameWhistleAs('EXCLUSION', side) || isSameWhistleAs('PENALTY_FOUL', side)) return;
        recordExclusion(row, index, side, time);
        return;
      case 'EXCLUSION':
        recordExclusion(row, index, side, time);
        return;
      case 'PENALTY_FOUL': {
        const earner = otherSide(side);
        ensureAttacking(earner, time);
        emitPair(
          side,
          time,
          ['PENALTYFOUL', 'PENALTYFOULAGAINST'],
          { playerNumber: row.cap, exclusionType: exclusionTypeOf(rows, index) },
          { opponentPlayerNumber: row.cap },
          { offense: false, extraPlayer: advantage(earner, time) > 0 },
        );
        return;
      }
      case 'TURNOVER': {
        const steal = sameWhistleIndex(
          rows,
          index,
          (other) => other.action === 'STEAL' && sideOf(other) === otherSide(side),
        );
        recordTurnover(side, time, row.cap, steal === -1 ? null : (rows[steal]!.cap ?? null), row.detail);
        return;
      }
      case 'STEAL': {
        const loser = otherSide(side);
        const isPrinted =
          sameWhistleIndex(rows, index, (other) => other.action === 'TURNOVER' && sideOf(other) === loser) !== -1;
        if (!isPrinted) recordTurnover(loser, time, null, row.cap, row.detail);
        return;
      }
      case 'TIMEOUT':
        if (quarter < SHOOTOUT_QUARTER) ensureAttacking(side, time);
        events.push(makeEvent(side, time, 'TIMEOUT', { offense: true, extraPlayer: advantage(side, time) > 0 }));
        return;
      case 'YELLOW_CARD':
      case 'RED_CARD':
        // A card stops no attack: it joins the possession under way, if any, and starts none.
        events.push(
          makeEvent(side, time, row.action === 'RED_CARD' ? 'RED_CARD' : 'YELLOW_CARD', {
            offense: attacking === side,
            extraPlayer: advantage(attacking, time) > 0,
            ...cardPersonOf(row),
          }),
        );
        return;
      case 'GK_START':
        goalkeeper[side] = row.cap;
        return;
      default:
        if (SHOT_ACTIONS.has(row.action)) recordShot(row, index, side, time);
    }
  });
  closePossession(Math.min(quarter, SHOOTOUT_QUARTER - 1) * quarterLength);
  return { events, possessions };
}
