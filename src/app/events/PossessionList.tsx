import type { MatchEvent, Possession } from '../../domain/model';
import { Button } from '../ui/Button';
import { useT } from '../i18n';
import { PossessionRow } from './PossessionRow';

type Props = {
  possessions: readonly Possession[];
  events: readonly MatchEvent[];
  selectedUuid: string | null;
  /** The league's quarter length, which the possessions' clock times count down from. */
  quarterLength: number;
  onSelect: (uuid: string | null) => void;
  onDelete: (possession: Possession) => void;
  onUndoLast: () => void;
};

/** The possession list (docs/product.md §2): newest last, as recorded; Select filters the event list to one. */
export function PossessionList({
  possessions,
  events,
  selectedUuid,
  quarterLength,
  onSelect,
  onDelete,
  onUndoLast,
}: Props) {
  const t = useT('events');
  return (
    <section aria-labelledby="possessions-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="possessions-heading" className="text-xl font-bold text-pool-900">
          {t('possessions.heading')}
        </h2>
        <Button variant="secondary" onClick={onUndoLast}>
          {t('possessions.undoLast')}
        </Button>
      </div>
      <ol className="flex flex-col gap-2">
        {possessions.length === 0 ? <li className="text-slate-700">{t('possessions.none')}</li> : null}
        {possessions.map((possession, index) => (
          <PossessionRow
            key={possession.uuid}
            number={index + 1}
            possession={possession}
            events={events.filter((event) => event.possessionUuid === possession.uuid)}
            isSelected={possession.uuid === selectedUuid}
            quarterLength={quarterLength}
            onSelect={() => onSelect(possession.uuid === selectedUuid ? null : possession.uuid)}
            onDelete={() => onDelete(possession)}
          />
        ))}
      </ol>
    </section>
  );
}
