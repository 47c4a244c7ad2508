import type { Possession } from '../../../domain/model';
import { PossessionSummary } from '../panels/PossessionSummary';
import { SideList } from './SideList';
import { useT } from '../../i18n';

type Props = {
  possessions: readonly Possession[];
  selectedUuid: string | null;
  onSelect: (uuid: string | null) => void;
  quarterLength: number;
};

/** The selected team's possessions, newest first, 500 px high with scroll; a tap selects or deselects one. */
export function LastPossessionsList({ possessions, selectedUuid, onSelect, quarterLength }: Props) {
  const newestFirst = [...possessions].reverse();
  const t = useT('capture');
  return (
    <SideList
      title={t('possessions.heading')}
      emptyText={t('possessions.none')}
      isEmpty={newestFirst.length === 0}
      testId="last-possessions"
    >
      {newestFirst.map((possession) => {
        const isSelected = possession.uuid === selectedUuid;
        return (
          <li key={possession.uuid}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? null : possession.uuid)}
              className={`flex min-h-touch w-full items-center gap-2 rounded-md border px-2 text-left text-sm ${isSelected ? 'border-pool-700 bg-pool-100' : 'border-slate-300'}`}
            >
              <PossessionSummary possession={possession} quarterLength={quarterLength} />
            </button>
          </li>
        );
      })}
    </SideList>
  );
}
