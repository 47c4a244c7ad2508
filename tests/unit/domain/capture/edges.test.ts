import { describe, expect, it } from 'vitest';
import { applyCommand, type CaptureContext, type CaptureState } from '../../../../src/domain/capture';
import { countingUuid, linkOpponentLogs } from '../../../../src/domain/capture/script';
import type { MatchEvent, Possession } from '../../../../src/domain/model';
import { MATCH, ROSTER, afterSwimoff, play, session } from './harness';

const context = (stored: Partial<CaptureContext> = {}): CaptureContext => ({
  match: MATCH,
  roster: ROSTER,
  events: [],
  possessions: [],
  tips: [],
  newUuid: countingUuid(4),
  now: () => 0,
  ...stored,
});

describe('edges', () => {
  it('a substitution on a selected possession that is no longer stored changes nothing', () => {
    const s = afterSwimoff();
    const state: CaptureState = { ...s.state, selectedPossessionUuid: 'gone' };
    expect(applyCommand(state, { type: 'togglePlayer', cap: 7 }, context(s.store)).writes).toEqual([]);
  });

  it('switching to a team without a goalkeeper on its roster leaves the goalkeeper open', () => {
    const s = session();
    const result = applyCommand(
      s.state,
      { type: 'selectTeam', side: 'team2' },
      context({ roster: { team1: [], team2: [] } }),
    );
    expect(result.state.goalkeeper).toBeNull();
  });

  it('a shot against with no goalkeeper known names no player until one is picked', () => {
    const s = afterSwimoff(false, { initial: { goalkeeper: null } });
    play(s, 'shoot');
    expect(s.state.current).toEqual({ type: 'SHOOTAGAINST' });
  });

  it('a pair exclusion without our player keeps the water as it is', () => {
    const s = afterSwimoff();
    const state: CaptureState = { ...s.state, current: { type: 'EXCLUSIONFOR', exclusionType: 'NORMAL' } };
    const result = applyCommand(state, { type: 'save' }, context(s.store));
    expect(result.state.playersInWater).toHaveLength(7);
  });

  it('rows without a counterpart keep their own uuids when two logs are linked', () => {
    const event = (uuid: string, type: MatchEvent['type'], opponentEventUuid: string | null) =>
      ({ uuid, type, opponentEventUuid }) as MatchEvent;
    const possession = (uuid: string, offense: boolean, opponentPossessionUuid: string | null) =>
      ({ uuid, offense, opponentPossessionUuid, playersInWater: null, formation: null }) as Possession;
    const logs = {
      team1: {
        events: [event('a', 'PLAYER_IN', null), event('b', 'SHOOT', 'x')],
        possessions: [possession('p', true, null), possession('q', true, 'y')],
      },
      team2: { events: [event('c', 'DRIVE', 'z')], possessions: [possession('r', true, 's')] },
    };
    const linked = linkOpponentLogs(logs, [
      {
        team1: { events: ['a', 'b', 'missing'], possessions: ['p', 'q'] },
        team2: { events: ['c', 'gone'], possessions: ['r', 'gone'] },
      },
    ]);
    expect(linked.team2.events.map((e) => e.uuid)).toEqual(['c']);
    expect(linked.team2.possessions.map((p) => p.uuid)).toEqual(['r']);
    expect(linked.team1.possessions[1]).toBe(logs.team1.possessions[1]);
  });
});
