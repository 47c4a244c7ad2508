import { MATCH_STATUSES, MatchSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { ImportMatchButton } from '../match/ImportMatchButton';
import { MatchArchivePanel } from '../match/MatchArchivePanel';
import { MatchExternalIdsPanel } from '../match/MatchExternalIdsPanel';
import { MatchLiveSharePanel } from '../match/MatchLiveSharePanel';
import { MatchRosterPanel } from '../match/MatchRosterPanel';
import { MatchScoresheetPanel } from '../match/MatchScoresheetPanel';
import { MatchVideosPanel } from '../match/MatchVideosPanel';
import { PlayByPlayPanel } from '../match/PlayByPlayPanel';
import { dateTime, enumOptions, refName, text } from './cells';
import { REF_SOURCES } from './refSources';

export const matchEntity: EntityConfig = {
  route: 'match',
  aliases: ['matches'],
  apiPath: '/matches',
  title: 'Matches',
  singular: 'match',
  labelOf: (row) => String(row.name),
  defaultSort: 'startsAt,desc',
  columns: [
    { header: 'Name', sortKey: 'name', cell: text('name'), isLink: true },
    { header: 'Starts', sortKey: 'startsAt', cell: dateTime('startsAt') },
    { header: 'Team 1', sortKey: 'team1.name', cell: refName('team1') },
    { header: 'Team 2', sortKey: 'team2.name', cell: refName('team2') },
    { header: 'League', sortKey: 'league.name', cell: refName('league') },
    { header: 'Status', sortKey: 'status', cell: text('status') },
  ],
  filters: [
    { kind: 'text', param: 'name.contains', label: 'Name' },
    { kind: 'select', param: 'status.equals', label: 'Status', options: enumOptions(MATCH_STATUSES) },
    { kind: 'ref', param: 'leagueId.equals', label: 'League', source: REF_SOURCES.league },
    { kind: 'ref', param: 'team1Id.equals', label: 'Team 1', source: REF_SOURCES.team },
    { kind: 'ref', param: 'team2Id.equals', label: 'Team 2', source: REF_SOURCES.team },
  ],
  detail: [
    { label: 'Team 1', value: refName('team1') },
    { label: 'Team 2', value: refName('team2') },
    { label: 'League', value: refName('league') },
    { label: 'Starts', value: dateTime('startsAt') },
    { label: 'Status', value: text('status') },
    { label: 'Started', value: dateTime('startedAt') },
    { label: 'Ended', value: dateTime('endedAt') },
  ],
  listActions: [ImportMatchButton],
  panels: [MatchRosterPanel, MatchVideosPanel, MatchExternalIdsPanel, PlayByPlayPanel, MatchLiveSharePanel, MatchScoresheetPanel, MatchArchivePanel],
  form: {
    schema: MatchSchema,
    empty: () => ({ name: null, team1: null, team2: null, league: null, startsAt: null, status: 'SCHEDULED' }),
    check: (values): Record<string, string> => {
      const team1 = values.team1 as { id?: number } | null;
      const team2 = values.team2 as { id?: number } | null;
      return team1?.id && team1.id === team2?.id ? { team2: 'Team 2 must be another team than team 1' } : {};
    },
    fields: [
      {
        name: 'name',
        label: 'Name',
        kind: 'text',
        hint: 'As scorers will search it, e.g. "Ferencváros – Szolnok, round 5".',
      },
      { name: 'startsAt', label: 'Starts at', kind: 'datetime' },
      { name: 'team1', label: 'Team 1', kind: 'ref', source: REF_SOURCES.team },
      { name: 'team2', label: 'Team 2', kind: 'ref', source: REF_SOURCES.team },
      { name: 'league', label: 'League', kind: 'ref', source: REF_SOURCES.league },
      { name: 'status', label: 'Status', kind: 'select', options: enumOptions(MATCH_STATUSES), emptyLabel: 'Choose' },
    ],
  },
};
