import { useState } from 'react';
import { keypadSeconds } from '../../../domain/capture';
import { formatClock } from '../../../domain/model';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../i18n';

type Props = {
  open: boolean;
  quarterLength: number;
  /** The seconds left the scorer typed. */
  onSet: (secondsLeft: number) => void;
  onClose: () => void;
  /** The clock is an estimate ('No clock'). */
  isEstimate: boolean;
  /** The scorer turns 'No clock' on or off. */
  onEstimate: (isEstimate: boolean) => void;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Digits that are a whole scoreboard reading: m:ss of a quarter under 10 minutes, or mm:ss. */
function isComplete(digits: string, quarterLength: number): boolean {
  return digits.length === 4 || (digits.length === 3 && quarterLength < 600);
}

/**
 * Sets the game clock to what the scoreboard shows, typed as it reads: 7 1 8 → 7:18. Three digits set it by
 * themselves, so the clock is right in four taps (this keypad and three digits); fewer digits take Set. Below the keys,
 * 'No clock: estimate times' is for a scorer who cannot keep the game clock: it lives here, with the clock, so the
 * capture screen keeps its height.
 */
export function ClockKeypad({ open, quarterLength, onSet, onClose, isEstimate, onEstimate }: Props) {
  const t = useT('capture');
  const [digits, setDigits] = useState('');
  const seconds = keypadSeconds(digits);
  const isValid = seconds !== null && seconds <= quarterLength;
  const close = () => {
    setDigits('');
    onClose();
  };
  const apply = (typed: string) => {
    const left = keypadSeconds(typed);
    if (left === null || left > quarterLength) return;
    setDigits('');
    onSet(left);
  };
  const type = (digit: string) => {
    const typed = `${digits}${digit}`.slice(0, 4);
    setDigits(typed);
    if (isComplete(typed, quarterLength)) apply(typed);
  };
  const key =
    'min-h-16 rounded-lg border-2 border-slate-400 bg-white text-2xl font-bold text-slate-900 hover:bg-pool-50';
  return (
    <Dialog open={open} title={t('clock.set')} onClose={close}>
      <p className="text-sm">{t('clock.keypadHint')}</p>
      <output
        aria-live="polite"
        className={`mt-2 block rounded-md bg-slate-900 py-2 text-center font-mono text-4xl font-bold tabular-nums ${
          digits === '' || isValid ? 'text-amber-300' : 'text-red-300'
        }`}
      >
        {digits === '' ? '–:––' : seconds === null ? digits : formatClock(seconds)}
      </output>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className={key} onClick={() => type(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={`${key} text-base`}
          disabled={digits === ''}
          onClick={() => setDigits(digits.slice(0, -1))}
        >
          {t('clock.delete')}
        </button>
        <button type="button" className={key} onClick={() => type('0')}>
          0
        </button>
        <Button className="min-h-16 text-lg" disabled={!isValid} onClick={() => apply(digits)}>
          {t('clock.apply')}
        </Button>
      </div>
      <button
        type="button"
        aria-pressed={isEstimate}
        onClick={() => {
          setDigits('');
          onEstimate(!isEstimate);
        }}
        className={`mt-3 min-h-12 w-full rounded-lg border-2 px-3 text-base font-bold ${
          isEstimate ? 'border-amber-700 bg-amber-100 text-amber-950' : 'border-slate-400 bg-white text-slate-900'
        }`}
      >
        <span aria-hidden="true">{isEstimate ? '☑ ' : '☐ '}</span>
        {t('clock.noClock')}
      </button>
    </Dialog>
  );
}
