import { ChoiceButton } from './ChoiceButton';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  isAssistsOpen: boolean;
  tone: SideTone;
  onChange: (isAssistsOpen: boolean) => void;
  /** The second view's name: 'Assists' for our shot, 'Their shooter' for a shot against. */
  otherLabel?: string | undefined;
};

/**
 * The open shot's 'Shot' / 'Assists' switch ('Shot' / 'Their shooter' for a shot against), in the editor's title row
 * so the shot's own fields keep the room.
 */
export function ShotDetailsSwitch({ isAssistsOpen, tone, onChange, otherLabel }: Props) {
  const t = useT('capture');
  return (
    <div className="flex gap-1.5" role="group" aria-label={t('shot.details')}>
      <ChoiceButton isPressed={!isAssistsOpen} tone={tone} onClick={() => onChange(false)}>
        {t('shot.shot')}
      </ChoiceButton>
      <ChoiceButton isPressed={isAssistsOpen} tone={tone} onClick={() => onChange(true)}>
        {otherLabel ?? t('shot.assists')}
      </ChoiceButton>
    </div>
  );
}
