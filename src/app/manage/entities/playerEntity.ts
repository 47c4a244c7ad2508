import { PlayerSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { refName, text } from './cells';
import { playerLabel, REF_SOURCES } from './refSources';

export const playerEntity: EntityConfig = {
  route: 'player',
  aliases: ['players'],
  apiPath: '/players',
  title: 'Players',
  singular: 'player',
  labelOf: playerLabel,
  defaultSort: 'lastName,asc',
  columns: [
    { header: 'Last name', sortKey: 'lastName', cell: text('lastName'), isLink: true },
    { header: 'First name', sortKey: 'firstName', cell: text('firstName') },
    { header: 'Born', sortKey: 'birthYear', cell: text('birthYear') },
    { header: 'Team', sortKey: 'team.name', cell: refName('team') },
  ],
  filters: [
    { kind: 'text', param: 'lastName.contains', label: 'Last name' },
    { kind: 'text', param: 'firstName.contains', label: 'First name' },
    { kind: 'ref', param: 'teamId.equals', label: 'Team', source: REF_SOURCES.team },
    { kind: 'number', param: 'birthYear.equals', label: 'Born in' },
  ],
  detail: [
    { label: 'Last name', value: text('lastName') },
    { label: 'First name', value: text('firstName') },
    { label: 'Born', value: text('birthYear') },
    { label: 'Team', value: refName('team') },
  ],
  form: {
    schema: PlayerSchema,
    empty: () => ({ firstName: null, lastName: null, birthYear: null, team: null }),
    fields: [
      { name: 'firstName', label: 'First name', kind: 'text' },
      { name: 'lastName', label: 'Last name', kind: 'text' },
      { name: 'birthYear', label: 'Year of birth', kind: 'number' },
      { name: 'team', label: 'Team', kind: 'ref', source: REF_SOURCES.team },
    ],
  },
};
