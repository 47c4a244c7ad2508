import { describe, expect, it } from 'vitest';
import { sortByRecording } from '../../../../src/data/matchData';

type Row = { uuid: string; id?: number; time: number; recordedSeq?: number };

describe('sortByRecording', () => {
  it.each<[string, Row[], Record<string, number>, string[]]>([
    [
      'by time first',
      [
        { uuid: 'b', id: 1, time: 20 },
        { uuid: 'a', id: 2, time: 10 },
      ],
      {},
      ['a', 'b'],
    ],
    [
      'same time: by server id',
      [
        { uuid: 'b', id: 7, time: 5 },
        { uuid: 'a', id: 3, time: 5 },
      ],
      {},
      ['a', 'b'],
    ],
    [
      'same time, both recorded on this device: in recording order, whatever order they reached the server in',
      [
        { uuid: 'b', id: 3, time: 5, recordedSeq: 20 },
        { uuid: 'a', id: 7, time: 5, recordedSeq: 10 },
      ],
      {},
      ['a', 'b'],
    ],
    [
      'same time, one from another device: by server id',
      [
        { uuid: 'mine', id: 7, time: 5, recordedSeq: 10 },
        { uuid: 'theirs', id: 3, time: 5 },
      ],
      {},
      ['theirs', 'mine'],
    ],
    [
      'same time: synced before unsynced',
      [
        { uuid: 'new', time: 5 },
        { uuid: 'old', id: 99, time: 5 },
      ],
      { new: 1 },
      ['old', 'new'],
    ],
    [
      'unsynced in outbox order',
      [
        { uuid: 'y', time: 5 },
        { uuid: 'x', time: 5 },
      ],
      { x: 4, y: 8 },
      ['x', 'y'],
    ],
  ])('%s', (_name, rows, outbox, expected) => {
    const sorted = sortByRecording(rows, (row) => row.time, new Map(Object.entries(outbox)));
    expect(sorted.map((row) => row.uuid)).toEqual(expected);
  });
});
