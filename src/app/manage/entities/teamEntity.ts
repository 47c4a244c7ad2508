import { TeamSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { TeamPlayersPanel } from '../team/TeamPlayersPanel';
import { PlayerImportPage } from '../team/PlayerImportPage';
import { refName, text } from './cells';
import { REF_SOURCES } from './refSources';

export const teamEntity: EntityConfig = {
  route: 'team',
  aliases: ['teams'],
  apiPath: '/teams',
  title: 'Teams',
  singular: 'team',
  labelOf: (row) => String(row.name),
  defaultSort: 'name,asc',
  columns: [
    { header: 'Name', sortKey: 'name', cell: text('name'), isLink: true },
    { header: 'Code', sortKey: 'shortName', cell: text('shortName') },
    { header: 'League', sortKey: 'league.name', cell: refName('league') },
  ],
  filters: [
    { kind: 'text', param: 'name.contains', label: 'Name' },
    { kind: 'text', param: 'shortName.contains', label: 'Code' },
    { kind: 'ref', param: 'leagueId.equals', label: 'League', source: REF_SOURCES.league },
  ],
  detail: [
    { label: 'Name', value: text('name') },
    { label: 'Code', value: text('shortName') },
    { label: 'League', value: refName('league') },
  ],
  panels: [TeamPlayersPanel],
  subPages: [{ segment: 'import', component: PlayerImportPage }],
  form: {
    schema: TeamSchema,
    empty: () => ({ name: null, shortName: null, league: null }),
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'shortName',
        label: 'Code',
        kind: 'text',
        hint: 'Up to 10 letters, as printed on official play-by-play sheets (e.g. HUN).',
      },
      { name: 'league', label: 'League', kind: 'ref', source: REF_SOURCES.league },
    ],
  },
};
