import { TEAM_SIDES, type TeamSide } from '../../../domain/model';
import type { MatchRow } from '../../../data/db';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../i18n';

type Props = { open: boolean; match: MatchRow; onChoose: (side: TeamSide) => void; onClose: () => void };

/** 'Which side starts the shootout?' with the two team names. */
export function ShootoutDialog({ open, match, onChoose, onClose }: Props) {
  const t = useT('capture');
  return (
    <Dialog
      open={open}
      title={t('shootout.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          {TEAM_SIDES.map((side) => (
            <Button key={side} onClick={() => onChoose(side)}>
              {match[side].name ?? side}
            </Button>
          ))}
        </>
      }
    />
  );
}
