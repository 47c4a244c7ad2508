import '../support/autoCleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuarterStepper } from '../../../src/app/capture/panels/QuarterStepper';

/** The quarter's end asks for the next period by itself; after quarter 4 only a level score goes to a shootout. */
describe('the quarter stepper at the end of a quarter', () => {
  it.each([
    [1, true, 'Start quarter 2?'],
    [3, false, 'Start quarter 4?'],
    [4, true, 'Start the penalty shootout?'],
    [4, false, null],
  ] as const)('quarter %i run out, score level %s: asks %s', (quarter, isLevel, question) => {
    render(<QuarterStepper quarter={quarter} isQuarterOver isLevel={isLevel} onStep={() => {}} />);
    if (question) expect(screen.getByRole('dialog', { name: question })).toBeVisible();
    else expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a match decided in play can still go to a shootout by hand', () => {
    const onStep = vi.fn();
    render(<QuarterStepper quarter={4} isQuarterOver isLevel={false} onStep={onStep} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next quarter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the shootout' }));
    expect(onStep).toHaveBeenCalledWith(1);
  });

  it('asks nothing while the quarter runs', () => {
    render(<QuarterStepper quarter={2} onStep={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
