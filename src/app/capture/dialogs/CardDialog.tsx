import { useState } from 'react';
import { TEAM_OFFICIALS, type CardType, type TeamOfficial } from '../../../domain/model';
import type { MatchPlayerRow } from '../../../data/db';
import { eventTypeLabel } from '../captureWords';
import { officialLabel } from '../../events/officialLabel';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ChoiceButton } from '../event/ChoiceButton';
import { ChoiceGroup } from '../event/ChoiceGroup';
import { PlayerButtons } from '../event/PlayerButtons';
import { theirCaps } from '../event/theirCaps';
import { useT } from '../../i18n';

export type CardPerson = ({ cap: number } | { official: TeamOfficial }) & { isTheirs: boolean };

type Props = {
  /** The card being given; null while the dialog is closed. */
  card: CardType | null;
  roster: readonly MatchPlayerRow[];
  /** The other team's players: its caps are offered when the card is theirs (the 1–15 pad without a roster). */
  opponentRoster: readonly MatchPlayerRow[];
  teamNames: { ours: string; theirs: string };
  onPick: (person: CardPerson) => void;
  onClose: () => void;
};

type Team = 'ours' | 'theirs';

/**
 * 'Yellow card' / 'Red card': who was shown it, one tap saves. The selected team first; 'Team' switches to the other
 * team, so one tablet keeps both teams' cards. Every rostered player is offered, not only those in the water (a player
 * on the bench can be carded), and the bench officials.
 */
export function CardDialog({ card, roster, opponentRoster, teamNames, onPick, onClose }: Props) {
  const t = useT('capture');
  const [team, setTeam] = useState<Team>('ours');
  const isTheirs = team === 'theirs';
  const caps = isTheirs ? theirCaps(opponentRoster) : [...new Set(roster.map((row) => row.cap))].sort((a, b) => a - b);
  const close = () => {
    setTeam('ours');
    onClose();
  };
  const pick = (person: { cap: number } | { official: TeamOfficial }) => {
    setTeam('ours');
    onPick({ ...person, isTheirs });
  };
  return (
    <Dialog
      open={card !== null}
      title={card ? eventTypeLabel(card) : ''}
      onClose={close}
      actions={
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <ChoiceGroup<Team>
          label={t('card.team')}
          options={['ours', 'theirs']}
          selected={team}
          labelOf={(option) => teamNames[option]}
          onSelect={setTeam}
        />
        <PlayerButtons
          key={team}
          label={t('card.player')}
          caps={caps}
          roster={isTheirs ? opponentRoster : roster}
          isPressed={() => false}
          onPick={(cap) => pick({ cap })}
          isTiles
        />
        <div role="group" aria-label={t('card.official')} className="flex flex-wrap gap-1.5">
          {TEAM_OFFICIALS.map((official) => (
            <ChoiceButton key={official} onClick={() => pick({ official })}>
              {officialLabel(official)}
            </ChoiceButton>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
