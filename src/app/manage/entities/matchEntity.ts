import { MatchSchema } from '../../../domain/model';
import { ImportMatchButton } from '../match/ImportMatchButton';
import { MatchArchivePanel } from '../match/MatchArchivePanel';
import { MatchExternalIdsPanel } from '../match/MatchExternalIdsPanel';
import { MatchLiveSharePanel } from '../match/MatchLiveSharePanel';
import { MatchRosterPanel } from '../match/MatchRosterPanel';
import { MatchScoresheetPanel } from '../match/MatchScoresheetPanel';
import { MatchVideosPanel } from '../match/MatchVideosPanel';
import { PlayByPlayPanel } from '../match/PlayByPlayPanel';
import { dateTime, refName, text } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText } from './entityText';
import { REF_SOURCES } from './refSources';
import { VOCABULARIES } from './vocabularies';

const { matchStatus } = VOCABULARIES;

export const matchEntity = defineEntity(
  { title: 'match.title', singular: 'match.singular' },
  {
    route: 'match',
    aliases: ['matches'],
    apiPath: '/matches',
    labelOf: (row) => String(row.name),
    defaultSort: 'startsAt,desc',
    columns: [
      column('field.name', { sortKey: 'name', cell: text('name'), isLink: true }),
      column('match.starts', { sortKey: 'startsAt', cell: dateTime('startsAt') }),
      column('field.team1', { sortKey: 'team1.name', cell: refName('team1') }),
      column('field.team2', { sortKey: 'team2.name', cell: refName('team2') }),
      column('field.league', { sortKey: 'league.name', cell: refName('league') }),
      column('field.status', { sortKey: 'status', cell: matchStatus.cell('status') }),
    ],
    filters: [
      filter('field.name', { kind: 'text', param: 'name.contains' }),
      filter('field.status', { kind: 'select', param: 'status.equals', options: matchStatus.options }),
      filter('field.league', { kind: 'ref', param: 'leagueId.equals', source: REF_SOURCES.league }),
      filter('field.team1', { kind: 'ref', param: 'team1Id.equals', source: REF_SOURCES.team }),
      filter('field.team2', { kind: 'ref', param: 'team2Id.equals', source: REF_SOURCES.team }),
    ],
    detail: [
      detail('field.team1', refName('team1')),
      detail('field.team2', refName('team2')),
      detail('field.league', refName('league')),
      detail('match.starts', dateTime('startsAt')),
      detail('field.status', matchStatus.cell('status')),
      detail('match.started', dateTime('startedAt')),
      detail('match.ended', dateTime('endedAt')),
    ],
    listActions: [ImportMatchButton],
    panels: [
      MatchRosterPanel,
      MatchVideosPanel,
      MatchExternalIdsPanel,
      PlayByPlayPanel,
      MatchLiveSharePanel,
      MatchScoresheetPanel,
      MatchArchivePanel,
    ],
    form: {
      schema: MatchSchema,
      empty: () => ({ name: null, team1: null, team2: null, league: null, startsAt: null, status: 'SCHEDULED' }),
      check: (values): Record<string, string> => {
        const team1 = values.team1 as { id?: number } | null;
        const team2 = values.team2 as { id?: number } | null;
        return team1?.id && team1.id === team2?.id ? { team2: entityText('match.sameTeams') } : {};
      },
      fields: [
        field('field.name', { name: 'name', kind: 'text', hint: 'match.nameHint' }),
        field('match.startsAt', { name: 'startsAt', kind: 'datetime' }),
        field('field.team1', { name: 'team1', kind: 'ref', source: REF_SOURCES.team }),
        field('field.team2', { name: 'team2', kind: 'ref', source: REF_SOURCES.team }),
        field('field.league', { name: 'league', kind: 'ref', source: REF_SOURCES.league }),
        field('field.status', {
          name: 'status',
          kind: 'select',
          options: matchStatus.options,
          emptyLabel: 'field.choose',
        }),
      ],
    },
  },
);
