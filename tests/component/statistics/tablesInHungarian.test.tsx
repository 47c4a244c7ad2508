import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { quartersTable, shootingTable } from '../../../src/app/statistics/tables/boxScoreTables';
import { cardsTable } from '../../../src/app/statistics/tables/cardsTable';
import { NO_CLIPS } from '../../../src/app/statistics/clips/clipLinker';
import { csvFileName } from '../../../src/app/statistics/export/csvFileName';
import { possessionOutcomeTable } from '../../../src/app/statistics/tables/possessionTables';
import { statTableCsv, statTableRows } from '../../../src/app/statistics/tables/statTable';
import { computeStatistics } from '../../../src/domain/stats';
import { event, matchOf, matchPlayer, possession, shot } from '../../unit/domain/stats/statsBuilders';

const attack = possession({ quarter: 1, timeFrom: 0, timeTo: 20 });
const lost = possession({ quarter: 2, timeFrom: 480, timeTo: 510 });

function teams() {
  const match = matchOf(
    [
      shot('GOAL', { possessionUuid: attack.uuid, shootSituation: 'CENTER' }),
      shot('MISSFOR', { quarter: 2 }),
      shot('MISSFOR', { quarter: 2 }),
      event('BALLLOST', { turnOverType: 'TIME', possessionUuid: lost.uuid, quarter: 2 }),
      event('RED_CARD', { playerNumber: 7 }),
      event('YELLOW_CARD', { playerNumber: 7 }),
      event('YELLOW_CARD', { official: 'HEAD_COACH' }),
    ],
    [attack, lost],
    { matchPlayers: [matchPlayer(7, 107, { firstName: 'Dénes', lastName: 'Varga' })] },
  );
  return computeStatistics([match]).teams;
}

beforeAll(() => activateLanguage('hu'));

describe('the statistics tables in Hungarian', () => {
  it('heads the CSV of goals per quarter in Hungarian and names its file in Hungarian', () => {
    const table = quartersTable(teams(), NO_CLIPS);
    expect(statTableCsv(table).split('\r\n')[0]).toBe('\uFEFFCsapat,1. negyed,2. negyed,3. negyed,4. negyed,Összesen');
    expect(csvFileName(table.name, ['Szolnok - Ferencváros'], '2025-03-01')).toBe(
      'poolside_golok-negyedenkent_szolnok-ferencvaros_2025-03-01.csv',
    );
  });

  it('words the shooting rows and writes percentages with a decimal comma', () => {
    const rows = statTableRows(shootingTable(teams(), NO_CLIPS));
    expect(rows[0]![0]).toBe('Helyzet');
    expect(rows.map((row) => row[0])).toEqual(
      expect.arrayContaining(['Akció', 'Center', 'Emberelőny', 'Összesen', '%']),
    );
    expect(rows.find((row) => row[0] === '%')?.[1]).toBe('33,3%');
  });

  it('marks cards S and P and names the bench officials', () => {
    const [us] = teams().map((team) => team.team.name);
    expect(statTableRows(cardsTable(teams())).slice(0, 3)).toEqual([
      ['Csapat', 'Kapta', 'Lapok', 'Sárga', 'Piros'],
      [us, '#7 VarD', 'S P', '1', '1'],
      [us, 'Hivatalos személyek', 'S', '1', '0'],
    ]);
  });

  it('words how possessions ended', () => {
    const rows = statTableRows(possessionOutcomeTable(teams()[0]!));
    expect(rows[0]).toEqual(['Labdabirtoklás', 'Támadás', 'Védekezés']);
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['Darab', 'Lejárt támadóidő', 'Gól']));
  });
});
