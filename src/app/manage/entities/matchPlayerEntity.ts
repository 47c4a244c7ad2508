import { MatchPlayerSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { refName, text, yesNo } from './cells';
import { REF_SOURCES } from './refSources';

export const matchPlayerEntity: EntityConfig = {
  route: 'match-player',
  aliases: ['match-players'],
  apiPath: '/match-players',
  title: 'Match players',
  singular: 'match player',
  labelOf: (row) => `${refName('player')(row)} (cap ${String(row.cap)})`,
  defaultSort: 'match.name,asc',
  columns: [
    { header: 'Player', sortKey: 'player.lastName', cell: refName('player'), isLink: true },
    { header: 'Cap', sortKey: 'cap', cell: text('cap') },
    { header: 'GK', sortKey: 'goalKeeper', cell: yesNo('goalKeeper') },
    { header: 'Team', sortKey: 'team.name', cell: refName('team') },
    { header: 'Match', sortKey: 'match.name', cell: refName('match') },
  ],
  filters: [
    { kind: 'ref', param: 'matchId.equals', label: 'Match', source: REF_SOURCES.match },
    { kind: 'ref', param: 'teamId.equals', label: 'Team', source: REF_SOURCES.team },
    { kind: 'ref', param: 'playerId.equals', label: 'Player', source: REF_SOURCES.player },
    { kind: 'number', param: 'cap.equals', label: 'Cap' },
    { kind: 'boolean', param: 'goalKeeper.equals', label: 'Goalkeeper' },
  ],
  detail: [
    { label: 'Player', value: refName('player') },
    { label: 'Cap', value: text('cap') },
    { label: 'Goalkeeper', value: yesNo('goalKeeper') },
    { label: 'Team', value: refName('team') },
    { label: 'Match', value: refName('match') },
  ],
  form: {
    schema: MatchPlayerSchema,
    empty: () => ({ match: null, team: null, player: null, cap: null, goalKeeper: false }),
    fields: [
      { name: 'match', label: 'Match', kind: 'ref', source: REF_SOURCES.match },
      { name: 'team', label: 'Team', kind: 'ref', source: REF_SOURCES.team },
      { name: 'player', label: 'Player', kind: 'ref', source: REF_SOURCES.player },
      { name: 'cap', label: 'Cap', kind: 'number', hint: 'Unique per team in a match, 1–99.' },
      { name: 'goalKeeper', label: 'Goalkeeper', kind: 'checkbox' },
    ],
  },
};
