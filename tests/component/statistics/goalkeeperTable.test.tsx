import { describe, expect, it } from 'vitest';
import { createClipLinker } from '../../../src/app/statistics/clips/clipLinker';
import { goalkeeperTable } from '../../../src/app/statistics/tables/goalkeeperTable';
import { computeStatistics } from '../../../src/domain/stats';
import { matchOf, matchPlayer, shotAgainst } from '../../unit/domain/stats/statsBuilders';

const KEEPER = matchPlayer(1, 101, { firstName: 'Adam', lastName: 'Kovacs' }, true);

/** Two goals against keeper #1 and one save: the goals against open their clips, the saves do not. */
function usWithVideo(withVideo: readonly number[]) {
  const match = matchOf(
    [
      shotAgainst('GOAL', { playerNumber: 1, time: 30 }),
      shotAgainst('GOAL', { playerNumber: 1, time: 90 }),
      shotAgainst('MISSAGAINST', { playerNumber: 1, time: 150, shootResult: 'SAVED' }),
    ],
    [],
    { matchPlayers: [KEEPER] },
  );
  const [us] = computeStatistics([match]).teams;
  const view = { matchIds: [match.match.id], quarters: [], situations: [], manUp: null } as never;
  return { us: us!, clip: createClipLinker(withVideo, view), matchId: match.match.id };
}

describe('the goalkeeper table’s clips', () => {
  it('links each keeper’s goals against, and the team’s, to the shots against that went in', () => {
    const { us, clip, matchId } = usWithVideo([]);
    const linked = usWithVideo([matchId]);
    const table = goalkeeperTable(linked.us, linked.clip);
    const goalsAgainst = table.rows.map((row) => row.cells[2]!);
    expect(goalsAgainst.map((cell) => [cell.text, cell.href])).toEqual([
      ['2', `/video-analysis?matches=${matchId}&team=${us.team.id}&player=1&type=SHOOTAGAINST&outcome=GOAL`],
      ['2', `/video-analysis?matches=${matchId}&team=${us.team.id}&type=SHOOTAGAINST&outcome=GOAL`],
    ]);
    expect(goalsAgainst[0]!.label).toMatch(/^Goals against of .*#1: 2, play clips$/);
    // Without video nothing links.
    expect(goalkeeperTable(us, clip).rows.every((row) => !row.cells[2]!.href)).toBe(true);
  });
});
