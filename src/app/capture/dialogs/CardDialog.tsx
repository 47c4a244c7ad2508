import { TEAM_OFFICIALS, type CardType, type TeamOfficial } from '../../../domain/model';
import type { MatchPlayerRow } from '../../../data/db';
import { eventTypeLabel } from '../captureWords';
import { officialLabel } from '../../events/officialLabel';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ChoiceButton } from '../event/ChoiceButton';
import { PlayerButtons } from '../event/PlayerButtons';
import { useT } from '../../i18n';

type Props = {
  /** The card being given; null while the dialog is closed. */
  card: CardType | null;
  roster: readonly MatchPlayerRow[];
  onPick: (person: { cap: number } | { official: TeamOfficial }) => void;
  onClose: () => void;
};

/**
 * 'Yellow card' / 'Red card': who of the selected team was shown it, one tap saves. Every rostered player is
 * offered, not only those in the water (a player on the bench can be carded), and the bench officials.
 */
export function CardDialog({ card, roster, onPick, onClose }: Props) {
  const caps = [...new Set(roster.map((row) => row.cap))].sort((a, b) => a - b);
  const t = useT('capture');
  return (
    <Dialog
      open={card !== null}
      title={card ? eventTypeLabel(card) : ''}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <PlayerButtons
          label={t('card.player')}
          caps={caps}
          roster={roster}
          isPressed={() => false}
          onPick={(cap) => onPick({ cap })}
          isTiles
        />
        <div role="group" aria-label={t('card.official')} className="flex flex-wrap gap-1.5">
          {TEAM_OFFICIALS.map((official) => (
            <ChoiceButton key={official} onClick={() => onPick({ official })}>
              {officialLabel(official)}
            </ChoiceButton>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
