import { SHOOT_SITUATIONS, type ShootSituation } from '../../../domain/model';
import type { ManUpState } from '../../../domain/stats';
import type { ListedMatch } from '../../../data/statistics';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import type { FilterOptions } from './filterOptionsOf';
import { MatchPicker } from './MatchPicker';
import { SelectField } from '../../ui/SelectField';
import type { PlayerOption } from './playerOptionsOf';
import { MAN_UP_STATES, manUpLabel, quarterLabel, situationLabel } from '../statisticsLabels';
import type { StatisticsView } from '../statisticsView';

type Props = {
  view: StatisticsView;
  all: readonly ListedMatch[];
  options: FilterOptions;
  players: readonly PlayerOption[];
  onChange: (change: Partial<StatisticsView>) => void;
};

const first = <T,>(list: readonly T[]) => (list[0] === undefined ? '' : String(list[0]));
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const listOf = (value: string) => (value === '' ? [] : [Number(value)]);

const QUARTERS = [1, 2, 3, 4, 5];

/** The filter model of docs/design.md §7; each change applies at once (the figures follow, debounced). */
export function StatisticsFilters({ view, all, options, players, onChange }: Props) {
  const t = useT('statistics');
  // Labels are read at render, so a change of language reaches them.
  const quarterOptions = QUARTERS.map((quarter) => ({ value: quarter, label: quarterLabel(quarter) }));
  const situationOptions = SHOOT_SITUATIONS.map((situation) => ({
    value: situation,
    label: situationLabel(situation),
  }));
  const manUpOptions = MAN_UP_STATES.map((state) => ({ value: state, label: manUpLabel(state) }));
  const hasNarrowing =
    view.teamId != null ||
    view.opponentIds.length + view.quarters.length + view.situations.length + view.players.length > 0 ||
    view.manUp != null;
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border-2 border-pool-200 bg-white p-3 md:grid-cols-3 lg:grid-cols-5 print:hidden">
      <legend className="px-1 text-lg font-bold text-pool-900">{t('filters.legend')}</legend>
      <SelectField
        label={t('filters.league')}
        allLabel={t('filters.allLeagues')}
        value={first(view.leagueIds)}
        options={options.leagues}
        onChange={(value) => onChange({ leagueIds: listOf(value) })}
      />
      <SelectField
        label={t('filters.season')}
        allLabel={t('filters.allSeasons')}
        value={first(view.seasons)}
        options={options.seasons}
        onChange={(value) => onChange({ seasons: value === '' ? [] : [value] })}
      />
      <div className="col-span-2 md:col-span-1 lg:col-span-3">
        <MatchPicker
          matches={options.matches}
          all={all}
          selected={view.matchIds}
          onChange={(matchIds) => onChange({ matchIds })}
        />
      </div>
      <SelectField
        label={t('filters.team')}
        allLabel={t('filters.allTeams')}
        value={view.teamId == null ? '' : String(view.teamId)}
        options={options.teams}
        onChange={(value) => onChange({ teamId: idOrNull(value), players: [] })}
      />
      <SelectField
        label={t('filters.opponent')}
        allLabel={t('filters.allOpponents')}
        value={first(view.opponentIds)}
        options={options.opponents}
        onChange={(value) => onChange({ opponentIds: listOf(value) })}
      />
      <SelectField
        label={t('filters.quarter')}
        allLabel={t('filters.allQuarters')}
        value={first(view.quarters)}
        options={quarterOptions}
        onChange={(value) => onChange({ quarters: listOf(value) })}
      />
      <SelectField
        label={t('filters.situation')}
        allLabel={t('filters.allSituations')}
        value={first(view.situations)}
        options={situationOptions}
        onChange={(value) => onChange({ situations: value === '' ? [] : [value as ShootSituation] })}
      />
      <SelectField
        label={t('filters.player')}
        allLabel={view.teamId == null ? t('filters.chooseTeamFirst') : t('filters.allPlayers')}
        value={first(view.players)}
        options={players.map((player) => ({ value: player.key, label: player.label }))}
        disabled={view.teamId == null}
        onChange={(value) => onChange({ players: value === '' ? [] : [value] })}
      />
      <SelectField
        label={t('filters.manUp')}
        allLabel={t('filters.allManUp')}
        value={view.manUp ?? ''}
        options={manUpOptions}
        onChange={(value) => onChange({ manUp: value === '' ? null : (value as ManUpState) })}
      />
      {hasNarrowing ? (
        <div className="col-span-2 flex items-end md:col-span-3 lg:col-span-5">
          <Button
            variant="secondary"
            onClick={() =>
              onChange({ teamId: null, opponentIds: [], quarters: [], situations: [], players: [], manUp: null })
            }
          >
            {t('filters.clear')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
