import { TeamSchema } from '../../../domain/model';
import { TeamPlayersPanel } from '../team/TeamPlayersPanel';
import { PlayerImportPage } from '../team/PlayerImportPage';
import { refName, text } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { REF_SOURCES } from './refSources';

export const teamEntity = defineEntity(
  { title: 'team.title', singular: 'team.singular' },
  {
    route: 'team',
    aliases: ['teams'],
    apiPath: '/teams',
    labelOf: (row) => String(row.name),
    defaultSort: 'name,asc',
    columns: [
      column('field.name', { sortKey: 'name', cell: text('name'), isLink: true }),
      column('field.code', { sortKey: 'shortName', cell: text('shortName') }),
      column('field.league', { sortKey: 'league.name', cell: refName('league') }),
    ],
    filters: [
      filter('field.name', { kind: 'text', param: 'name.contains' }),
      filter('field.code', { kind: 'text', param: 'shortName.contains' }),
      filter('field.league', { kind: 'ref', param: 'leagueId.equals', source: REF_SOURCES.league }),
    ],
    detail: [
      detail('field.name', text('name')),
      detail('field.code', text('shortName')),
      detail('field.league', refName('league')),
    ],
    panels: [TeamPlayersPanel],
    subPages: [{ segment: 'import', component: PlayerImportPage }],
    form: {
      schema: TeamSchema,
      empty: () => ({ name: null, shortName: null, league: null }),
      fields: [
        field('field.name', { name: 'name', kind: 'text' }),
        field('field.code', { name: 'shortName', kind: 'text', hint: 'team.codeHint' }),
        field('field.league', { name: 'league', kind: 'ref', source: REF_SOURCES.league }),
      ],
    },
  },
);
