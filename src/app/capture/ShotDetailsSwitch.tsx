import { ChoiceButton } from './ChoiceButton';
import type { SideTone } from './sideTone';

type Props = { isAssistsOpen: boolean; tone: SideTone; onChange: (isAssistsOpen: boolean) => void };

/** The open shot's 'Shot' / 'Assists' switch, in the editor's title row so the shot's own fields keep the room. */
export function ShotDetailsSwitch({ isAssistsOpen, tone, onChange }: Props) {
  return (
    <div className="flex gap-1.5" role="group" aria-label="Shot details">
      <ChoiceButton isPressed={!isAssistsOpen} tone={tone} onClick={() => onChange(false)}>
        Shot
      </ChoiceButton>
      <ChoiceButton isPressed={isAssistsOpen} tone={tone} onClick={() => onChange(true)}>
        Assists
      </ChoiceButton>
    </div>
  );
}
