import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { eventTipsFromPlayByPlay } from '../../../../src/domain/playbyplay';
import { findOfficialDifferences, hasOfficialLog } from '../../../../src/domain/review/officialDifferences';
import type { StatsMatch } from '../../../../src/domain/stats';
import { REAL_MATCHES, loadRealMatch, type RealMatchName } from '../playbyplay/loadRealMatch';

/** A real match as captured (its play-by-play converted) and its official lines as the match's tips hold them. */
function officialAndCaptured(name: RealMatchName) {
  const { rows, statsMatch, teamIds } = loadRealMatch(name);
  const { team1, team2 } = REAL_MATCHES[name];
  const tips = eventTipsFromPlayByPlay(rows, {
    team1: { id: teamIds[team1]!, code: team1 },
    team2: { id: teamIds[team2]!, code: team2 },
  });
  return { statsMatch, tips };
}

const withEvents = (match: StatsMatch, edit: (events: MatchEvent[]) => MatchEvent[]): StatsMatch => ({
  ...match,
  events: edit([...match.events]),
});

describe.each(Object.keys(REAL_MATCHES) as RealMatchName[])('%s against its official play-by-play', (name) => {
  it('has an official log, and the captured record that was read from it agrees', () => {
    const { statsMatch, tips } = officialAndCaptured(name);
    expect(hasOfficialLog(tips)).toBe(true);
    expect(findOfficialDifferences(statsMatch, tips)).toEqual([]);
  });

  it('finds a goal dropped, an exclusion under another cap and a goal moved by 30 s, and the goals by quarter', () => {
    const { statsMatch, tips } = officialAndCaptured(name);
    const team1Id = statsMatch.match.team1.id;
    const ours = statsMatch.events.filter((event) => event.team.id === team1Id);
    const goals = ours.filter((event) => event.type === 'SHOOT' && event.shootOutcome === 'GOAL' && event.quarter < 4);
    const exclusion = ours.find((event) => event.type === 'EXCLUSIONFOR' && event.playerNumber != null)!;
    const [dropped, moved] = [goals[0]!, goals[goals.length - 1]!];
    // Both scorers' records of each changed happening change: the captured record is both logs read together.
    const isOf = (event: MatchEvent, of: MatchEvent) => event.uuid === of.uuid || event.opponentEventUuid === of.uuid;
    const altered = withEvents(statsMatch, (events) =>
      events
        .filter((event) => !isOf(event, dropped))
        .map((event) => {
          if (isOf(event, moved)) return { ...event, time: event.time + 30 };
          if (event.uuid === exclusion.uuid) return { ...event, playerNumber: (exclusion.playerNumber! % 13) + 1 };
          if (event.opponentEventUuid === exclusion.uuid)
            return { ...event, opponentPlayerNumber: (exclusion.playerNumber! % 13) + 1 };
          return event;
        }),
    );
    const found = findOfficialDifferences(altered, tips);
    const summary = found.map((difference) =>
      difference.kind === 'goalsByQuarter'
        ? `${difference.side} goals by quarter`
        : `${difference.kind} ${difference.item} ${difference.side}`,
    );
    // The moved goal is one the official log has and the captured record has 30 s later: one of each side.
    expect(summary.sort()).toEqual([
      'cap exclusion team1',
      'onlyCaptured goal team1',
      'onlyOfficial goal team1',
      'onlyOfficial goal team1',
      'team1 goals by quarter',
    ]);
    const capDifference = found.find((difference) => difference.kind === 'cap');
    expect(capDifference).toMatchObject({ uuid: exclusion.uuid, official: { cap: exclusion.playerNumber } });
  });
});

describe('without an official log', () => {
  it.each([
    ['no tips', []],
    ['only lines that name no goal or exclusion', [{ quarter: 1, time: 30, side: 'team1' as const, code: 'TA' }]],
  ])('%s: nothing to review against', (_, tips) => {
    expect(hasOfficialLog(tips)).toBe(false);
  });
});
