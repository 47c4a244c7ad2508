import { LeagueSchema, leagueRulesOf } from '../../../domain/model';
import type { Entity } from '../../../data/manage';
import { text } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText, type EntitiesKey } from './entityText';
import { LEAGUE_RULES } from './leagueRuleOptions';

type Rule = keyof typeof LEAGUE_RULES;

/** The rule the league plays by, marked when it is the World Aquatics default the league left in place. */
const ruleDetail = (label: EntitiesKey, rule: Rule) =>
  detail(label, (row: Entity) => {
    const value = LEAGUE_RULES[rule].text(leagueRulesOf(row)[rule]);
    return row[rule] == null ? entityText('league.ruleDefault', { value }) : value;
  });

const ruleField = (label: EntitiesKey, rule: Rule) =>
  field(label, { name: rule, kind: 'select', options: LEAGUE_RULES[rule].options, emptyLabel: 'league.rulesDefault' });

export const leagueEntity = defineEntity(
  { title: 'league.title', singular: 'league.singular' },
  {
    route: 'league',
    aliases: ['leagues'],
    apiPath: '/leagues',
    labelOf: (row) => `${String(row.name)}${row.season ? ` ${String(row.season)}` : ''}`,
    defaultSort: 'name,asc',
    columns: [
      column('field.name', { sortKey: 'name', cell: text('name'), isLink: true }),
      column('field.season', { sortKey: 'season', cell: text('season') }),
      column('league.quarterLengthColumn', { sortKey: 'quarterLength', cell: text('quarterLength') }),
    ],
    filters: [
      filter('field.name', { kind: 'text', param: 'name.contains' }),
      filter('field.season', { kind: 'text', param: 'season.contains' }),
    ],
    detail: [
      detail('field.name', text('name')),
      detail('field.season', text('season')),
      detail('league.quarterLength', (row) =>
        row.quarterLength
          ? entityText('seconds', { seconds: String(row.quarterLength) })
          : entityText('league.quarterLengthDefault'),
      ),
      ruleDetail('league.exclusionTime', 'exclusionTime'),
      ruleDetail('league.possessionClock', 'possessionClock'),
      ruleDetail('league.poolLength', 'poolLength'),
      ruleDetail('league.timeoutsPerMatch', 'timeoutsPerMatch'),
    ],
    form: {
      schema: LeagueSchema,
      empty: () => ({
        name: null,
        season: null,
        quarterLength: null,
        exclusionTime: null,
        possessionClock: null,
        poolLength: null,
        timeoutsPerMatch: null,
      }),
      fields: [
        field('field.name', { name: 'name', kind: 'text' }),
        field('field.season', { name: 'season', kind: 'text', hint: 'league.seasonHint' }),
        field('league.quarterLengthSeconds', {
          name: 'quarterLength',
          kind: 'number',
          hint: 'league.quarterLengthHint',
        }),
        ruleField('league.exclusionTime', 'exclusionTime'),
        ruleField('league.possessionClock', 'possessionClock'),
        ruleField('league.poolLength', 'poolLength'),
        ruleField('league.timeoutsPerMatch', 'timeoutsPerMatch'),
      ],
    },
  },
);
