/**
 * A season for the statistics benches: 200 matches of about 400 events each (both teams, possessions with the
 * players in the water, shot and goal points), generated from a seeded pseudo-random play-by-play run through
 * the real importer, so every run and every machine measures the same season.
 */
import type { MatchEvent, MatchPlayer, Possession } from '../../src/domain/model';
import { convertPlayByPlay, type PlayByPlayRow } from '../../src/domain/playbyplay';
import type { StatsMatch } from '../../src/domain/stats';

const MATCHES = 200;
const TEAMS = 10;

/** mulberry32: small, fast, and the same season on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function playByPlay(random: () => number, codes: [string, string]): PlayByPlayRow[] {
  const rows: PlayByPlayRow[] = [];
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const cap = () => 2 + Math.floor(random() * 11);
  for (let quarter = 1; quarter <= 4; quarter++) {
    let attacking = Math.floor(random() * 2);
    const row = (
      team: number,
      secondsRemaining: number,
      action: string,
      detail: string,
      capNumber: number | null = cap(),
    ) =>
      rows.push({
        quarter,
        clock: '',
        secondsRemaining,
        team: codes[team]!,
        cap: capNumber,
        player: '',
        action,
        detail,
      });
    row(0, 480, 'GK_START', 'Starting goalkeeper', 1);
    row(1, 480, 'GK_START', 'Starting goalkeeper', 1);
    row(attacking, 480, 'SPRINT_WON', 'Sprint won possession');
    for (
      let remaining = 480 - 8 - Math.floor(random() * 20);
      remaining > 0;
      remaining -= 9 + Math.floor(random() * 22)
    ) {
      const roll = random();
      const situation = pick([
        'Action shot',
        'Action shot',
        'Centre shot',
        '5m shot',
        'Counter attack',
        'Extra player shot',
      ]);
      if (roll < 0.45) {
        const outcome = pick(['GOAL', 'SHOT_SAVED', 'SHOT_SAVED', 'SHOT_MISSED', 'SHOT_POST', 'SHOT_BLOCKED']);
        row(attacking, remaining, outcome, `${situation} - ${outcome}`);
        if (outcome === 'GOAL' || random() < 0.7) attacking = 1 - attacking;
      } else if (roll < 0.7) {
        row(attacking, remaining, 'TURNOVER', 'Turnover foul');
        if (random() < 0.5) row(1 - attacking, remaining, 'STEAL', 'Steal');
        attacking = 1 - attacking;
      } else if (roll < 0.93) {
        row(1 - attacking, remaining, 'EXCLUSION', `20 sec. exclusion in ${pick(['centre', 'field'])}`);
      } else if (roll < 0.97) {
        row(1 - attacking, remaining, 'PENALTY_FOUL', 'Penalty foul');
        row(attacking, remaining, random() < 0.75 ? 'GOAL' : 'SHOT_SAVED', 'Penalty shot');
        attacking = 1 - attacking;
      } else {
        row(attacking, remaining, 'TIMEOUT', 'Time-Out', null);
      }
    }
  }
  return rows;
}

/** What a scorer adds that a play-by-play lacks: pool and goal points, players in the water. */
function decorate(random: () => number, events: MatchEvent[], possessions: Possession[]) {
  const lineupOf = new Map<string, number[]>();
  const inWater = new Map<number, number[]>();
  for (const possession of possessions) {
    // A substitution every few possessions: one field player out, one off the bench in.
    let lineup = inWater.get(possession.team.id) ?? [1, 2, 3, 4, 5, 6, 7];
    if (random() < 0.3) {
      const bench = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].filter((cap) => !lineup.includes(cap));
      const out = lineup[1 + Math.floor(random() * 6)];
      lineup = [...lineup.filter((cap) => cap !== out), bench[Math.floor(random() * bench.length)]!].sort(
        (a, b) => a - b,
      );
    }
    inWater.set(possession.team.id, lineup);
    possession.playersInWater = lineup;
    lineupOf.set(possession.uuid, lineup);
  }
  const shots = new Map<string, Partial<MatchEvent>>();
  for (const event of events) {
    event.playersInWater = event.possessionUuid ? (lineupOf.get(event.possessionUuid) ?? null) : null;
    if (event.type !== 'SHOOT' && event.type !== 'SHOOTAGAINST') continue;
    const twin = event.opponentEventUuid ? shots.get(event.opponentEventUuid) : undefined;
    const points = twin ?? {
      shootFromPoolX: Math.floor(random() * 2000),
      shootFromPoolY: Math.floor(random() * 1250),
      shootToGoalX: Math.floor(-50 + random() * 400),
      shootToGoalY: Math.floor(random() * 120),
    };
    shots.set(event.uuid, points);
    Object.assign(event, points);
  }
}

export function season(): StatsMatch[] {
  const random = seededRandom(2026);
  let uuid = 0;
  const newUuid = () => `00000000-0000-4000-8000-${(++uuid).toString(16).padStart(12, '0')}`;
  return Array.from({ length: MATCHES }, (_, index) => {
    const home = (index % TEAMS) + 1;
    const away =
      ((index + 1 + Math.floor(index / TEAMS)) % TEAMS) + 1 === home
        ? (home % TEAMS) + 1
        : ((index + 1 + Math.floor(index / TEAMS)) % TEAMS) + 1;
    const id = index + 1;
    const { events, possessions } = convertPlayByPlay(playByPlay(random, [`T${home}`, `T${away}`]), {
      match: { id },
      team1: { id: home, code: `T${home}` },
      team2: { id: away, code: `T${away}` },
      newUuid,
    });
    decorate(random, events, possessions);
    const roster = (team: number): MatchPlayer[] =>
      Array.from({ length: 13 }, (_, capIndex) => ({
        cap: capIndex + 1,
        goalKeeper: capIndex === 0,
        match: { id },
        team: { id: team },
        player: { id: team * 100 + capIndex + 1, firstName: `P${capIndex + 1}`, lastName: `Team${team}` },
      }));
    return {
      match: {
        id,
        name: `T${home} – T${away}`,
        team1: { id: home, name: `T${home}` },
        team2: { id: away, name: `T${away}` },
        league: { id: 1, season: '2026' },
      },
      events,
      possessions,
      matchPlayers: [...roster(home), ...roster(away)],
    };
  });
}
