import type { EventType, ShootOutcome, ShootSituation } from '../../../domain/model';
import { OTHER_ROLL, SHOT_ROLL, type ClipFilter, type ManAdvantage, type RollSettings } from '../../../domain/video';
import { useT } from '../../i18n';
import type { ClipFilterOptions } from './clipFilterOptions';
import { SelectField } from '../../ui/SelectField';
import { RollField } from '../player/RollField';

type Props = {
  filter: ClipFilter;
  rolls: RollSettings;
  options: ClipFilterOptions;
  onFilter: (change: Partial<ClipFilter>) => void;
  onRolls: (rolls: RollSettings) => void;
};

const numberOrNull = (value: string) => (value === '' ? null : Number(value));
const textOrNull = <T extends string>(value: string) => (value === '' ? null : (value as T));

/** The playlist's filters and the global pre/post-roll; every change lands in the URL. */
export function ClipFilters({ filter, rolls, options, onFilter, onRolls }: Props) {
  const t = useT('video');
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <SelectField
          label={t('filters.team')}
          allLabel={t('filters.bothTeams')}
          value={filter.team}
          options={options.teams}
          onChange={(v) => onFilter({ team: numberOrNull(v), player: null })}
        />
        <SelectField
          label={t('filters.player')}
          allLabel={t(filter.team === null ? 'filters.chooseTeamFirst' : 'filters.allPlayers')}
          value={filter.team === null ? null : filter.player}
          options={options.players}
          disabled={filter.team === null}
          onChange={(v) => onFilter({ player: numberOrNull(v) })}
        />
        <SelectField
          label={t('filters.eventType')}
          allLabel={t('filters.allTaggedEvents')}
          value={filter.type}
          options={options.types}
          onChange={(v) => onFilter({ type: textOrNull<EventType>(v) })}
        />
        <SelectField
          label={t('filters.outcome')}
          allLabel={t('filters.anyOutcome')}
          value={filter.outcome}
          options={options.outcomes}
          onChange={(v) => onFilter({ outcome: textOrNull<ShootOutcome>(v) })}
        />
        <SelectField
          label={t('filters.situation')}
          allLabel={t('filters.anySituation')}
          value={filter.situation}
          options={options.situations}
          onChange={(v) => onFilter({ situation: textOrNull<ShootSituation>(v) })}
        />
        <SelectField
          label={t('filters.quarter')}
          allLabel={t('filters.allQuarters')}
          value={filter.quarter}
          options={options.quarters}
          onChange={(v) => onFilter({ quarter: numberOrNull(v) })}
        />
        <SelectField
          label={t('filters.manAdvantage')}
          allLabel={t('filters.anyStrength')}
          value={filter.manAdvantage}
          options={options.manAdvantages}
          onChange={(v) => onFilter({ manAdvantage: textOrNull<ManAdvantage>(v) })}
        />
        <label className="flex min-h-touch cursor-pointer items-center gap-3 self-end rounded-md border-2 border-slate-600 bg-white px-3">
          <input
            type="checkbox"
            className="size-5 accent-pool-700"
            checked={filter.needsReview}
            onChange={(event) => onFilter({ needsReview: event.target.checked })}
          />
          <span className="font-semibold text-pool-900">{t('filters.needsReview')}</span>
        </label>
        {filter.events ? (
          // A statistics figure's own events: unticked, the other filters choose from the whole matches again.
          <label className="flex min-h-touch cursor-pointer items-center gap-3 self-end rounded-md border-2 border-slate-600 bg-white px-3">
            <input
              type="checkbox"
              className="size-5 accent-pool-700"
              checked
              onChange={() => onFilter({ events: null })}
            />
            <span className="font-semibold text-pool-900">
              {t('filters.chosenEvents', { count: filter.events.length })}
            </span>
          </label>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <RollField
          label={t('filters.preRoll')}
          value={rolls.pre}
          placeholder={`${SHOT_ROLL.pre} / ${OTHER_ROLL.pre}`}
          onChange={(pre) => onRolls({ ...rolls, pre })}
        />
        <RollField
          label={t('filters.postRoll')}
          value={rolls.post}
          placeholder={`${SHOT_ROLL.post} / ${OTHER_ROLL.post}`}
          onChange={(post) => onRolls({ ...rolls, post })}
        />
        <p className="pb-2 text-sm text-slate-700">
          {t('filters.rollDefaults', {
            shotPre: SHOT_ROLL.pre,
            shotPost: SHOT_ROLL.post,
            otherPre: OTHER_ROLL.pre,
            otherPost: OTHER_ROLL.post,
          })}
        </p>
      </div>
    </div>
  );
}
