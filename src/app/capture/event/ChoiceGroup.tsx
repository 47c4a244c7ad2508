import { ChoiceButton } from './ChoiceButton';
import type { SideTone } from '../sideTone';

type Props<T extends string | number> = {
  label: string;
  options: readonly T[];
  selected: T | null | undefined;
  onSelect: (value: T) => void;
  labelOf?: (value: T) => string;
  tone?: SideTone;
  /** The scorer's last choice of this kind: marked where it always is, so no target moves under the finger. */
  lastUsed?: T | null;
};

/** A labelled row of choices in a fixed order, one of them pressed, the last one used marked. */
export function ChoiceGroup<T extends string | number>({
  label,
  options,
  selected,
  onSelect,
  labelOf = String,
  tone,
  lastUsed,
}: Props<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-col">
      <span className="text-[11px] leading-4 font-bold uppercase text-pool-900">{label}</span>
      <div className="flex flex-wrap gap-1">
        {options.map((option) => (
          <ChoiceButton
            key={option}
            isPressed={selected === option}
            tone={tone}
            onClick={() => onSelect(option)}
            data-last-used={option === lastUsed ? true : undefined}
            className={option === lastUsed && selected !== option ? 'border-dashed !border-amber-600' : ''}
          >
            {labelOf(option)}
          </ChoiceButton>
        ))}
      </div>
    </div>
  );
}
