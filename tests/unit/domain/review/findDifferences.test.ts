import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { findDifferences, type Difference } from '../../../../src/domain/review';
import { mirrorEvent } from '../../../../src/domain/stats/mirror';
import { REAL_MATCHES, loadRealMatch, type RealMatchName } from '../playbyplay/loadRealMatch';

/** Team1's log of a real match (the imported official play-by-play) and team2's, derived from it, linked pair by pair. */
function logsOf(name: RealMatchName) {
  const { statsMatch } = loadRealMatch(name);
  const { team1, team2 } = statsMatch.match;
  const ours = statsMatch.events.filter((event) => event.team.id === team1.id);
  const theirs = ours.flatMap((event) => mirrorEvent(event, team2) ?? []);
  return { ours, theirs, team1Id: team1.id };
}

const kinds = (differences: Difference[]) => differences.map((difference) => difference.kind).sort();

describe.each(Object.keys(REAL_MATCHES) as RealMatchName[])('the differences of %s’s two logs', (name) => {
  it('are none when the second log is the first seen from the other team', () => {
    const { ours, theirs, team1Id } = logsOf(name);
    expect(theirs.length).toBeGreaterThan(50);
    expect(findDifferences({ team1: ours, team2: theirs }, team1Id)).toEqual([]);
  });

  it('are exactly the 8 made: 3 events dropped, 2 caps changed, 1 outcome, 1 time moved by 30 s, 1 duplicate', () => {
    const { ours, theirs, team1Id } = logsOf(name);
    // Events whose change moves no score, exclusion or time-out count: missed shots, turnovers, swim-offs, penalty
    // fouls (a score sheet like THA–HKG's prints no missed shot), each with a cap.
    const isCounted = (event: MatchEvent) =>
      event.shootOutcome === 'GOAL' || event.type.startsWith('EXCLUSION') || event.type.startsWith('TIMEOUT');
    const quiet = theirs.filter((event) => event.playerNumber != null && !isCounted(event));
    expect(quiet.length).toBeGreaterThanOrEqual(7);
    const pick = (i: number) => quiet[Math.floor((i * quiet.length) / 7)]!;
    const [drop1, drop2, drop3, cap1, cap2, moved, doubled] = [
      pick(0),
      pick(1),
      pick(2),
      pick(3),
      pick(4),
      pick(5),
      pick(6),
    ];
    // A missed shot's outcome changed; where the log has none, a goal's (then the score differs too).
    const shots = theirs.filter((event) => event.type.startsWith('SHOOT') && event.shootOutcome !== 'BLOCKFOR');
    const picked = [drop1, drop2, drop3, cap1, cap2, moved, doubled];
    const reOutcome = [...shots.filter((event) => event.shootOutcome !== 'GOAL'), ...shots].find(
      (event) => !picked.includes(event),
    )!;
    const changedGoal = reOutcome.shootOutcome === 'GOAL';
    const altered = theirs.flatMap((event): MatchEvent[] => {
      if ([drop1, drop2, drop3].includes(event)) return [];
      if (event === cap1 || event === cap2) return [{ ...event, playerNumber: event.playerNumber! + 20 }];
      if (event === reOutcome) return [{ ...event, shootOutcome: 'BLOCKFOR' }];
      if (event === moved) return [{ ...event, time: event.time + 30 }];
      if (event === doubled) return [event, { ...event, uuid: `${event.uuid.slice(0, -4)}dddd` }];
      return [event];
    });
    const found = findDifferences({ team1: ours, team2: altered }, team1Id);
    const made = ['onlyTeam1', 'onlyTeam1', 'onlyTeam1', 'cap', 'cap', 'outcome', 'time', 'duplicate'];
    expect(kinds(found)).toEqual([...made, ...(changedGoal ? ['score'] : [])].sort());
    const only = found.filter((difference) => difference.kind === 'onlyTeam1').map((difference) => difference.team1);
    expect(only.sort()).toEqual([drop1, drop2, drop3].map((event) => event.opponentEventUuid).sort());
    expect(
      found
        .filter((d) => d.kind === 'cap')
        .map((d) => d.team2)
        .sort(),
    ).toEqual([cap1.uuid, cap2.uuid].sort());
    expect(found.find((d) => d.kind === 'outcome')).toMatchObject({ team2: reOutcome.uuid });
    expect(found.find((d) => d.kind === 'time')).toMatchObject({
      team2: moved.uuid,
      values: { team2: moved.time + 30 },
    });
    expect(found.find((d) => d.kind === 'duplicate')).toMatchObject({ team1: doubled.opponentEventUuid });
  });
});

describe('differences of counts', () => {
  it('a goal only one log has shows in the score by quarter, an exclusion in the exclusions', () => {
    const { ours, theirs, team1Id } = logsOf('2017-wch-m-bra-kaz');
    const goal = theirs.find((event) => event.type === 'SHOOTAGAINST' && event.shootOutcome === 'GOAL')!;
    const exclusion = theirs.find((event) => event.type === 'EXCLUSIONAGAINST')!;
    const found = findDifferences({ team1: ours, team2: theirs.filter((e) => e !== goal && e !== exclusion) }, team1Id);
    expect(kinds(found)).toEqual(['exclusions', 'onlyTeam1', 'onlyTeam1', 'score']);
    expect(found.find((d) => d.kind === 'score')!.values!.team1).toHaveLength(5);
  });

  it('pairs unlinked events by type and time, and calls one too far apart two events', () => {
    const { ours, theirs, team1Id } = logsOf('2025-asch-m-tha-hkg');
    const unlinked = theirs.map((event) => ({ ...event, opponentEventUuid: null }));
    expect(findDifferences({ team1: ours, team2: unlinked }, team1Id)).toEqual([]);
    const swim = unlinked.findIndex((event) => event.type.startsWith('SWIMOFF'));
    const late = unlinked.map((event, index) => (index === swim ? { ...event, time: event.time + 30 } : event));
    expect(kinds(findDifferences({ team1: ours, team2: late }, team1Id))).toEqual(['onlyTeam1', 'onlyTeam2']);
  });
});
