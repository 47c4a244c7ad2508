import { ChoiceButton } from './ChoiceButton';
import type { SideTone } from '../sideTone';

type Props<T extends string | number> = {
  label: string;
  options: readonly T[];
  selected: T | null | undefined;
  onSelect: (value: T) => void;
  labelOf?: (value: T) => string;
  tone?: SideTone;
  /** The scorer's last choice of this kind: offered first, where the finger goes without looking. */
  lastUsed?: T | null;
};

/** A labelled row of choices, one of them pressed. */
export function ChoiceGroup<T extends string | number>({
  label,
  options,
  selected,
  onSelect,
  labelOf = String,
  tone,
  lastUsed,
}: Props<T>) {
  const ordered =
    lastUsed != null && options.includes(lastUsed) ? [lastUsed, ...options.filter((o) => o !== lastUsed)] : options;
  return (
    <div role="group" aria-label={label} className="flex flex-col">
      <span className="text-[11px] leading-4 font-bold uppercase text-pool-900">{label}</span>
      <div className="flex flex-wrap gap-1">
        {ordered.map((option) => (
          <ChoiceButton key={option} isPressed={selected === option} tone={tone} onClick={() => onSelect(option)}>
            {labelOf(option)}
          </ChoiceButton>
        ))}
      </div>
    </div>
  );
}
