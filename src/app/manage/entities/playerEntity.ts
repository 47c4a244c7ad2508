import { PlayerSchema } from '../../../domain/model';
import { refName, text } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { playerLabel, REF_SOURCES } from './refSources';

export const playerEntity = defineEntity(
  { title: 'player.title', singular: 'player.singular' },
  {
    route: 'player',
    aliases: ['players'],
    apiPath: '/players',
    labelOf: playerLabel,
    defaultSort: 'lastName,asc',
    columns: [
      column('field.lastName', { sortKey: 'lastName', cell: text('lastName'), isLink: true }),
      column('field.firstName', { sortKey: 'firstName', cell: text('firstName') }),
      column('player.born', { sortKey: 'birthYear', cell: text('birthYear') }),
      column('field.team', { sortKey: 'team.name', cell: refName('team') }),
    ],
    filters: [
      filter('field.lastName', { kind: 'text', param: 'lastName.contains' }),
      filter('field.firstName', { kind: 'text', param: 'firstName.contains' }),
      filter('field.team', { kind: 'ref', param: 'teamId.equals', source: REF_SOURCES.team }),
      filter('player.bornIn', { kind: 'number', param: 'birthYear.equals' }),
    ],
    detail: [
      detail('field.lastName', text('lastName')),
      detail('field.firstName', text('firstName')),
      detail('player.born', text('birthYear')),
      detail('field.team', refName('team')),
    ],
    form: {
      schema: PlayerSchema,
      empty: () => ({ firstName: null, lastName: null, birthYear: null, team: null }),
      fields: [
        field('field.firstName', { name: 'firstName', kind: 'text' }),
        field('field.lastName', { name: 'lastName', kind: 'text' }),
        field('player.yearOfBirth', { name: 'birthYear', kind: 'number' }),
        field('field.team', { name: 'team', kind: 'ref', source: REF_SOURCES.team }),
      ],
    },
  },
);
