import { possessionOutcome } from '../../domain/capture';
import type { MatchEvent, Possession } from '../../domain/model';
import { possessionOutcomeLabel } from '../capture/captureWords';
import { PossessionSummary } from '../capture/panels/PossessionSummary';
import { Button } from '../ui/Button';
import { useT } from '../i18n';

type Props = {
  number: number;
  possession: Possession;
  events: readonly MatchEvent[];
  isSelected: boolean;
  quarterLength: number;
  onSelect: () => void;
  onDelete: () => void;
};

/** One possession: mode, quarter, time range, MAN UP, outcome, '!' without players in water, and its actions. */
export function PossessionRow({ number, possession, events, isSelected, quarterLength, onSelect, onDelete }: Props) {
  const t = useT('events');
  const outcome = possessionOutcome(events);
  const isMissingPlayers = !possession.playersInWater?.length;
  return (
    <li
      data-testid="possession-row"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 ${isSelected ? 'border-pool-700 bg-pool-100' : 'border-slate-300 bg-white'}`}
    >
      <span className="font-semibold text-slate-700">{t('possessions.number', { number })}</span>
      <PossessionSummary possession={possession} quarterLength={quarterLength} />
      {outcome ? <span className="italic">{possessionOutcomeLabel(outcome)}</span> : null}
      {isMissingPlayers ? (
        <span className="rounded bg-danger px-2 font-bold text-white" title={t('possessions.noPlayersInWater')}>
          !
        </span>
      ) : null}
      <span className="ml-auto flex gap-2">
        <Button variant="secondary" onClick={onSelect}>
          {t(isSelected ? 'possessions.deselect' : 'possessions.select')}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          {t('possessions.delete')}
        </Button>
      </span>
    </li>
  );
}
