import { SHOOT_SITUATIONS, type ShootSituation } from '../../domain/model';
import type { ManUpState } from '../../domain/stats';
import type { StatisticsMatch } from '../../data/statistics';
import { Button } from '../ui/Button';
import type { FilterOptions } from './filterOptionsOf';
import { MatchPicker } from './MatchPicker';
import { SelectField } from '../ui/SelectField';
import type { PlayerOption } from './playerOptionsOf';
import { MAN_UP_LABELS, QUARTER_LABELS, SITUATION_LABELS } from './statisticsLabels';
import type { StatisticsView } from './statisticsView';

type Props = {
  view: StatisticsView;
  all: readonly StatisticsMatch[];
  options: FilterOptions;
  players: readonly PlayerOption[];
  onChange: (change: Partial<StatisticsView>) => void;
};

const first = <T,>(list: readonly T[]) => (list[0] === undefined ? '' : String(list[0]));
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const listOf = (value: string) => (value === '' ? [] : [Number(value)]);

const QUARTER_OPTIONS = [1, 2, 3, 4, 5].map((quarter) => ({ value: quarter, label: QUARTER_LABELS[quarter]! }));
const SITUATION_OPTIONS = SHOOT_SITUATIONS.map((situation) => ({ value: situation, label: SITUATION_LABELS[situation] }));
const MAN_UP_OPTIONS = (Object.keys(MAN_UP_LABELS) as ManUpState[]).map((state) => ({ value: state, label: MAN_UP_LABELS[state] }));

/** The filter model of DESIGN §7; each change applies at once (the figures follow, debounced). */
export function StatisticsFilters({ view, all, options, players, onChange }: Props) {
  const hasNarrowing =
    view.teamId != null || view.opponentIds.length + view.quarters.length + view.situations.length + view.players.length > 0 || view.manUp != null;
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border-2 border-pool-200 bg-white p-3 md:grid-cols-3 lg:grid-cols-5 print:hidden">
      <legend className="px-1 text-lg font-bold text-pool-900">Filters</legend>
      <SelectField label="League" allLabel="All leagues" value={first(view.leagueIds)} options={options.leagues} onChange={(value) => onChange({ leagueIds: listOf(value) })} />
      <SelectField label="Season" allLabel="All seasons" value={first(view.seasons)} options={options.seasons} onChange={(value) => onChange({ seasons: value === '' ? [] : [value] })} />
      <div className="col-span-2 md:col-span-1 lg:col-span-3">
        <MatchPicker matches={options.matches} all={all} selected={view.matchIds} onChange={(matchIds) => onChange({ matchIds })} />
      </div>
      <SelectField
        label="Team"
        allLabel="Both / all teams"
        value={view.teamId == null ? '' : String(view.teamId)}
        options={options.teams}
        onChange={(value) => onChange({ teamId: idOrNull(value), players: [] })}
      />
      <SelectField label="Opponent" allLabel="All opponents" value={first(view.opponentIds)} options={options.opponents} onChange={(value) => onChange({ opponentIds: listOf(value) })} />
      <SelectField label="Quarter" allLabel="All quarters" value={first(view.quarters)} options={QUARTER_OPTIONS} onChange={(value) => onChange({ quarters: listOf(value) })} />
      <SelectField
        label="Situation"
        allLabel="All situations"
        value={first(view.situations)}
        options={SITUATION_OPTIONS}
        onChange={(value) => onChange({ situations: value === '' ? [] : [value as ShootSituation] })}
      />
      <SelectField
        label="Player"
        allLabel={view.teamId == null ? 'Choose a team first' : 'All players'}
        value={first(view.players)}
        options={players.map((player) => ({ value: player.key, label: player.label }))}
        disabled={view.teamId == null}
        onChange={(value) => onChange({ players: value === '' ? [] : [value] })}
      />
      <SelectField
        label="Man-up / man-down"
        allLabel="All situations of play"
        value={view.manUp ?? ''}
        options={MAN_UP_OPTIONS}
        onChange={(value) => onChange({ manUp: value === '' ? null : (value as ManUpState) })}
      />
      {hasNarrowing ? (
        <div className="col-span-2 flex items-end md:col-span-3 lg:col-span-5">
          <Button
            variant="secondary"
            onClick={() => onChange({ teamId: null, opponentIds: [], quarters: [], situations: [], players: [], manUp: null })}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
