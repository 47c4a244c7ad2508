import { useEffect, useState } from 'react';
import { FIRST_QUARTER, LAST_QUARTER, SHOOTOUT_QUARTER } from '../../../domain/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ChoiceButton } from '../event/ChoiceButton';
import { useT } from '../../i18n';

type Props = {
  quarter: number;
  /** The running game clock reached 0:00: the next quarter is asked for by itself. */
  isQuarterOver?: boolean;
  /**
   * The score is level: at the end of quarter 4 the shootout is asked for by itself only then (a match decided in play
   * is over; the scorer ends it from Actions, and the › button still opens the shootout by hand).
   */
  isLevel?: boolean;
  onStep: (delta: 1 | -1) => void;
};

/**
 * Quarter 1 to 5: back disabled at 1, forward at 5 (docs/product.md §4). Going forward ends the quarter, so it asks
 * first: a stray tap beside the title must not move a match into the next quarter. At 0:00 it asks by itself (for the
 * shootout only when the score is level).
 */
export function QuarterStepper({ quarter, isQuarterOver = false, isLevel = true, onStep }: Props) {
  const t = useT('capture');
  const [isAsking, setIsAsking] = useState(false);
  const next = quarter + 1;
  // The fifth period is the penalty shootout, not a quarter: the question names it so.
  const isShootoutNext = next === SHOOTOUT_QUARTER;
  useEffect(() => {
    if (isQuarterOver && quarter < LAST_QUARTER && (next !== SHOOTOUT_QUARTER || isLevel)) setIsAsking(true);
  }, [isQuarterOver, quarter]); // eslint-disable-line react-hooks/exhaustive-deps -- asked when the quarter runs out
  return (
    <div role="group" aria-label={t('quarter.group')} className="flex items-center gap-2">
      <ChoiceButton aria-label={t('quarter.previous')} disabled={quarter <= FIRST_QUARTER} onClick={() => onStep(-1)}>
        ‹
      </ChoiceButton>
      <span className="min-w-20 whitespace-nowrap text-center text-lg font-bold text-pool-900">
        {t('quarter.label', { quarter })}
      </span>
      <ChoiceButton aria-label={t('quarter.next')} disabled={quarter >= LAST_QUARTER} onClick={() => setIsAsking(true)}>
        ›
      </ChoiceButton>
      <ConfirmDialog
        open={isAsking}
        title={isShootoutNext ? t('quarter.confirmShootout') : t('quarter.confirmNext', { quarter: next })}
        message={t('quarter.confirmNextMessage', { quarter })}
        confirmLabel={isShootoutNext ? t('quarter.startShootout') : t('quarter.startNext', { quarter: next })}
        cancelLabel={t('cancel')}
        confirmVariant="primary"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          setIsAsking(false);
          onStep(1);
        }}
      />
    </div>
  );
}
