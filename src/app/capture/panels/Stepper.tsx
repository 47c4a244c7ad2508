import type { ReactNode } from 'react';
import { ChoiceButton } from '../event/ChoiceButton';

type Step = { label: string; delta: number; disabled?: boolean };

type Props = {
  label: string;
  /** A short visible caption before the value ('Start', 'End'). */
  caption?: string;
  value: string;
  /** Shown instead of the plain value (the game clock's reading, which opens its keypad). */
  valueSlot?: ReactNode;
  steps: readonly Step[];
  onStep: (delta: number) => void;
  /** More controls of the same group, after the steps (Start clock). */
  children?: ReactNode;
};

/** A value with buttons around it that move it by fixed steps (negative steps left, positive right). */
export function Stepper({ label, caption, value, valueSlot, steps, onStep, children }: Props) {
  const button = (step: Step) => (
    <ChoiceButton key={step.label} aria-label={step.label} disabled={step.disabled} onClick={() => onStep(step.delta)}>
      {step.delta > 0 ? `+${step.delta}` : step.delta}
    </ChoiceButton>
  );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1">
      {caption ? <span className="text-xs font-semibold uppercase text-slate-700">{caption}</span> : null}
      {steps.filter((step) => step.delta < 0).map(button)}
      {valueSlot ?? (
        <output className="min-w-12 text-center font-bold tabular-nums" aria-label={label}>
          {value}
        </output>
      )}
      {steps.filter((step) => step.delta > 0).map(button)}
      {children}
    </div>
  );
}
