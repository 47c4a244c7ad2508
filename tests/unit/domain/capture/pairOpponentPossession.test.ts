import { describe, expect, it } from 'vitest';
import {
  OPPONENT_CLOCK_TOLERANCE_S,
  pairOpponentPossession,
  type PossessionCandidate,
  type PossessionLinkFields,
} from '../../../../src/domain/capture';

const ROW_UUID = 'row';

/**
 * One possession in a tiny notation: `[id:]O|D@seconds [qN] [linked] [backed] [shares] [names-row]`: on offense or
 * defence from that second; linked to another possession, that link backed by a shared happening, sharing a
 * happening with the row, naming the row as its counterpart.
 */
function parsePossession(text: string): PossessionCandidate {
  const [head = '', ...flags] = text.trim().split(/\s+/);
  const [, id = '0', side = 'O', time = '0'] = /^(?:(\d+):)?([OD])@(-?\d+)$/.exec(head) ?? [];
  return {
    id: Number(id),
    uuid: `possession-${id}`,
    offense: side === 'O',
    timeFrom: Number(time),
    quarter: Number(flags.find((f) => /^q\d$/.test(f))?.slice(1) ?? 1),
    opponentPossessionUuid: flags.includes('names-row') ? ROW_UUID : null,
    isLinked: flags.includes('linked'),
    isLinkBacked: flags.includes('backed'),
    sharesHappening: flags.includes('shares'),
  };
}

const T = OPPONENT_CLOCK_TOLERANCE_S;

/** `case | the row | its candidates, ';' apart | the id picked, or -` */
const CASES = `
  an attack and the defence against it        | O@100      | 1:D@100                          | 1
  a defence and the attack                    | D@100      | 1:O@97                           | 1
  both on the same side of the ball           | D@100      | 1:D@100                          | -
  just inside the tolerance                   | O@100      | 1:D@${100 + T}                   | 1
  just outside the tolerance                  | O@100      | 1:D@${101 + T}                   | -
  another quarter                             | O@100 q2   | 1:D@100 q1                       | -
  already linked to another                   | O@100      | 1:D@100 linked                   | -
  two candidates: the closest                 | O@100      | 1:D@94 ; 2:D@102                 | 2
  two as close: the earliest stored           | O@100      | 3:D@100 ; 2:D@100                | 2
  no candidates                               | O@100      |                                  | -
  the one naming the row stays its partner    | O@100      | 1:D@100 ; 2:D@105 names-row linked | 2
  a shared happening beats a closer start     | O@100      | 1:D@100 ; 2:D@108 shares         | 2
  a shared happening, beyond the tolerance    | O@100      | 1:D@${120 + T} shares            | 1
  a shared happening takes a link by the clock alone | O@100 | 1:D@100 shares linked           | 1
  but never a link backed by its own happening | O@100     | 1:D@100 shares linked backed     | -
  it moves the row from a partner by the clock | O@100     | 1:D@100 names-row linked ; 2:D@100 shares | 2
  a partner sharing a happening keeps the row | O@100      | 1:D@100 shares ; 2:D@100 names-row linked shares | 2
  a shared happening on the same side is none | O@100      | 1:O@100 shares                   | -
`;

describe('pairOpponentPossession: the other scorer’s record of the same possession', () => {
  const rows = CASES.trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()) as [string, string, string, string]);
  it.each(rows)('%s: %s among [%s] → %s', (_name, row, candidates, picked) => {
    const parsedRow: PossessionLinkFields = { ...parsePossession(row), uuid: ROW_UUID };
    const parsed = candidates ? candidates.split(';').map(parsePossession) : [];
    expect(pairOpponentPossession(parsedRow, parsed)?.id ?? '-').toBe(picked === '-' ? '-' : Number(picked));
  });
});
