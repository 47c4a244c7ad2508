import { MatchPlayerSchema } from '../../../domain/model';
import { refName, text, yesNo } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText } from './entityText';
import { REF_SOURCES } from './refSources';

export const matchPlayerEntity = defineEntity(
  { title: 'matchPlayer.title', singular: 'matchPlayer.singular' },
  {
    route: 'match-player',
    aliases: ['match-players'],
    apiPath: '/match-players',
    labelOf: (row) => entityText('matchPlayer.label', { player: refName('player')(row), cap: String(row.cap) }),
    defaultSort: 'match.name,asc',
    columns: [
      column('field.player', { sortKey: 'player.lastName', cell: refName('player'), isLink: true }),
      column('field.cap', { sortKey: 'cap', cell: text('cap') }),
      column('matchPlayer.goalkeeperColumn', { sortKey: 'goalKeeper', cell: yesNo('goalKeeper') }),
      column('field.team', { sortKey: 'team.name', cell: refName('team') }),
      column('field.match', { sortKey: 'match.name', cell: refName('match') }),
    ],
    filters: [
      filter('field.match', { kind: 'ref', param: 'matchId.equals', source: REF_SOURCES.match }),
      filter('field.team', { kind: 'ref', param: 'teamId.equals', source: REF_SOURCES.team }),
      filter('field.player', { kind: 'ref', param: 'playerId.equals', source: REF_SOURCES.player }),
      filter('field.cap', { kind: 'number', param: 'cap.equals' }),
      filter('field.goalkeeper', { kind: 'boolean', param: 'goalKeeper.equals' }),
    ],
    detail: [
      detail('field.player', refName('player')),
      detail('field.cap', text('cap')),
      detail('field.goalkeeper', yesNo('goalKeeper')),
      detail('field.team', refName('team')),
      detail('field.match', refName('match')),
    ],
    form: {
      schema: MatchPlayerSchema,
      empty: () => ({ match: null, team: null, player: null, cap: null, goalKeeper: false }),
      fields: [
        field('field.match', { name: 'match', kind: 'ref', source: REF_SOURCES.match }),
        field('field.team', { name: 'team', kind: 'ref', source: REF_SOURCES.team }),
        field('field.player', { name: 'player', kind: 'ref', source: REF_SOURCES.player }),
        field('field.cap', { name: 'cap', kind: 'number', hint: 'matchPlayer.capHint' }),
        field('field.goalkeeper', { name: 'goalKeeper', kind: 'checkbox' }),
      ],
    },
  },
);
