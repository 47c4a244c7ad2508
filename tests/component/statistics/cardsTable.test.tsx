import { describe, expect, it } from 'vitest';
import { cardsTable } from '../../../src/app/statistics/tables/cardsTable';
import { countsTable } from '../../../src/app/statistics/tables/boxScoreTables';
import { NO_CLIPS } from '../../../src/app/statistics/clips/clipLinker';
import { statTableRows } from '../../../src/app/statistics/tables/statTable';
import { computeStatistics } from '../../../src/domain/stats';
import { event, matchOf, matchPlayer, THEM } from '../../unit/domain/stats/statsBuilders';

const ROSTER = [matchPlayer(7, 107, { firstName: 'Denes', lastName: 'Varga' })];

function teams() {
  const match = matchOf(
    [
      event('YELLOW_CARD', { official: 'HEAD_COACH' }),
      event('RED_CARD', { playerNumber: 7 }),
      event('YELLOW_CARD', { playerNumber: 7 }),
      event('RED_CARD', { official: 'ASSISTANT_COACH' }, THEM),
    ],
    [],
    { matchPlayers: ROSTER },
  );
  return computeStatistics([match]).teams;
}

describe('the box score cards', () => {
  it('lists each carded player with marks, the bench line and the total, team by team', () => {
    const [us, them] = teams().map((team) => team.team.name);
    expect(statTableRows(cardsTable(teams()))).toEqual([
      ['Team', 'Shown to', 'Cards', 'Yellow', 'Red'],
      [us, '#7 VarD', 'Y R', '1', '1'],
      [us, 'Officials', 'Y', '1', '0'],
      [us, 'Total', 'YY R', '2', '1'],
      [them, 'Officials', 'R', '0', '1'],
      [them, 'Total', 'R', '0', '1'],
    ]);
  });

  it('adds yellow and red cards to the team counts', () => {
    const rows = statTableRows(countsTable(teams(), NO_CLIPS));
    expect(rows.filter((row) => row[0]!.endsWith('cards'))).toEqual([
      ['Yellow cards', '2', '0'],
      ['Red cards', '1', '1'],
    ]);
  });
});
