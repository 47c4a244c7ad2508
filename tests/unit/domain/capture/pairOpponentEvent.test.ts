import { describe, expect, it } from 'vitest';
import {
  OPPONENT_CLOCK_TOLERANCE_S,
  pairOpponentEvent,
  type EventCandidate,
  type EventLinkFields,
} from '../../../../src/domain/capture';
import type { EventType } from '../../../../src/domain/model';

const ROW_UUID = 'row';

/**
 * One event in a tiny notation: `[id:]TYPE@seconds [qN] [#player] [vs#opponent] [in:possession] [opp:possession]
 * [linked] [names-row]`. `in` is the candidate's possession, `opp` the possession the row's possession is linked to.
 */
function parseEvent(text: string): EventCandidate {
  const [head = '', ...flags] = text.trim().split(/\s+/);
  const [, id = '0', type = '', time = '0'] = /^(?:(\d+):)?([A-Z_]+)@(-?\d+)$/.exec(head) ?? [];
  const flag = (prefix: string) => flags.find((f) => f.startsWith(prefix))?.slice(prefix.length);
  const cap = (prefix: string) => (flag(prefix) === undefined ? null : Number(flag(prefix)));
  return {
    id: Number(id),
    uuid: `event-${id}`,
    type: type as EventType,
    time: Number(time),
    quarter: Number(flag('q') ?? 1),
    playerNumber: cap('#'),
    opponentPlayerNumber: cap('vs#'),
    possessionUuid: flag('in:') ?? null,
    opponentPossessionUuid: flag('opp:') ?? null,
    opponentEventUuid: flags.includes('names-row') ? ROW_UUID : null,
    isLinked: flags.includes('linked'),
  };
}

const T = OPPONENT_CLOCK_TOLERANCE_S;

/** `case | the row | its candidates, ';' apart | the id picked, or -` */
const CASES = `
  a goal and the shot against it            | SHOOT@100 #5 vs#1            | 1:SHOOTAGAINST@100 #1 vs#5              | 1
  a shot against and the shot               | SHOOTAGAINST@100             | 1:SHOOT@100                              | 1
  exclusion for ↔ against                   | EXCLUSIONFOR@50              | 1:EXCLUSIONAGAINST@52                    | 1
  exclusion against ↔ for                   | EXCLUSIONAGAINST@50          | 1:EXCLUSIONFOR@48                        | 1
  ball lost ↔ gained                        | BALLLOST@70                  | 1:BALLGAINED@70                          | 1
  ball gained ↔ lost                        | BALLGAINED@70                | 1:BALLLOST@70                            | 1
  swim-off won ↔ lost                       | SWIMOFF@0                    | 1:SWIMOFFAGAINST@0                       | 1
  swim-off lost ↔ won                       | SWIMOFFAGAINST@0             | 1:SWIMOFF@0                              | 1
  penalty foul ↔ against                    | PENALTYFOUL@200              | 1:PENALTYFOULAGAINST@200                 | 1
  penalty foul against ↔ foul               | PENALTYFOULAGAINST@200       | 1:PENALTYFOUL@200                        | 1
  the same type is no mirror                | SHOOT@100                    | 1:SHOOT@100                              | -
  a drive has no mirror                     | DRIVE@100                    | 1:DRIVE@100                              | -
  a time-out has no mirror                  | TIMEOUT@100                  | 1:TIMEOUT@100                            | -
  a formation change has no mirror          | FORMATIONCHANGE@100          | 1:FORMATIONCHANGE@100                    | -
  a player in has no mirror                 | PLAYER_IN@100 #4             | 1:PLAYER_IN@100 #4 ; 2:PLAYER_OUT@100 #4 | -
  a player out has no mirror                | PLAYER_OUT@100 #4            | 1:PLAYER_IN@100 vs#4                     | -
  just inside the tolerance, later          | SHOOT@100                    | 1:SHOOTAGAINST@${100 + T}                | 1
  just inside the tolerance, earlier        | SHOOT@100                    | 1:SHOOTAGAINST@${100 - T}                | 1
  just outside the tolerance                | SHOOT@100                    | 1:SHOOTAGAINST@${101 + T}                | -
  another quarter                           | SHOOT@100 q2                 | 1:SHOOTAGAINST@100 q1                    | -
  our player is not their opponent          | SHOOT@100 #5                 | 1:SHOOTAGAINST@100 vs#6                  | -
  our opponent is not their player          | EXCLUSIONFOR@100 #3 vs#4     | 1:EXCLUSIONAGAINST@100 #9 vs#3           | -
  one side left the player open             | EXCLUSIONFOR@100 #3          | 1:EXCLUSIONAGAINST@100 #4 vs#3           | 1
  already linked to another                 | SHOOT@100                    | 1:SHOOTAGAINST@100 linked                | -
  already linked: the next one is taken     | SHOOT@100                    | 1:SHOOTAGAINST@100 linked ; 2:SHOOTAGAINST@104 | 2
  the one naming the row stays its partner  | SHOOT@100                    | 1:SHOOTAGAINST@100 ; 2:SHOOTAGAINST@140 names-row linked | 2
  two candidates: the closest               | SHOOT@100                    | 1:SHOOTAGAINST@96 ; 2:SHOOTAGAINST@101   | 2
  two as close: the earliest stored         | SHOOT@100                    | 3:SHOOTAGAINST@98 ; 2:SHOOTAGAINST@102   | 2
  the closest compatible one                | SHOOT@100 #5                 | 1:SHOOTAGAINST@100 vs#9 ; 2:SHOOTAGAINST@103 vs#5 | 2
  no candidates                             | SHOOT@100                    |                                          | -
  a start pairs in the linked possession    | OFFENSE_START@100 opp:P2     | 1:DEFENSE_START@100 in:P1 ; 2:DEFENSE_START@160 in:P2 | 2
  a start with its possession unlinked      | DEFENSE_START@100            | 1:OFFENSE_START@100 in:P2                | -
  a start never pairs with a start alike    | OFFENSE_START@100 opp:P2     | 1:OFFENSE_START@100 in:P2                | -
`;

describe('pairOpponentEvent: the other scorer’s record of the same happening', () => {
  const rows = CASES.trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()) as [string, string, string, string]);
  it.each(rows)('%s: %s among [%s] → %s', (_name, row, candidates, picked) => {
    const parsedRow: EventLinkFields = { ...parseEvent(row), uuid: ROW_UUID, opponentEventUuid: null };
    const parsed = candidates ? candidates.split(';').map(parseEvent) : [];
    expect(pairOpponentEvent(parsedRow, parsed)?.id ?? '-').toBe(picked === '-' ? '-' : Number(picked));
  });
});
