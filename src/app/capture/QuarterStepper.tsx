import { FIRST_QUARTER, LAST_QUARTER } from '../../domain/model';
import { ChoiceButton } from './ChoiceButton';

type Props = { quarter: number; onStep: (delta: 1 | -1) => void };

/** Quarter 1 to 5: back disabled at 1, forward at 5 (spec §4). */
export function QuarterStepper({ quarter, onStep }: Props) {
  return (
    <div role="group" aria-label="Quarter" className="flex items-center gap-2">
      <ChoiceButton aria-label="Previous quarter" disabled={quarter <= FIRST_QUARTER} onClick={() => onStep(-1)}>
        ‹
      </ChoiceButton>
      <span className="min-w-20 text-center text-lg font-bold text-pool-900">Quarter {quarter}</span>
      <ChoiceButton aria-label="Next quarter" disabled={quarter >= LAST_QUARTER} onClick={() => onStep(1)}>
        ›
      </ChoiceButton>
    </div>
  );
}
