import { ChoiceButton } from './ChoiceButton';
import type { SideTone } from './sideTone';

type Props<T extends string | number> = {
  label: string;
  options: readonly T[];
  selected: T | null | undefined;
  onSelect: (value: T) => void;
  labelOf?: (value: T) => string;
  tone?: SideTone;
};

/** A labelled row of choices, one of them pressed. */
export function ChoiceGroup<T extends string | number>({
  label,
  options,
  selected,
  onSelect,
  labelOf = String,
  tone,
}: Props<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <span className="text-sm font-bold text-pool-900">{label}</span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ChoiceButton key={option} isPressed={selected === option} tone={tone} onClick={() => onSelect(option)}>
            {labelOf(option)}
          </ChoiceButton>
        ))}
      </div>
    </div>
  );
}
