import { useState } from 'react';
import { formatClock } from '../../../domain/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../i18n';
import { ChoiceButton } from '../event/ChoiceButton';
import type { SendCommand } from '../useSendCommand';
import type { ClockReading } from '../useClockReading';
import { ClockKeypad } from './ClockKeypad';

type Props = {
  reading: ClockReading;
  quarter: number;
  quarterLength: number;
  /** Seconds into the quarter of its latest stored event; null when it has none. */
  lastEventTime: number | null;
  send: SendCommand;
};

const NUDGES = [
  { labelKey: 'time.back10', delta: -10 },
  { labelKey: 'time.back1', delta: -1 },
  { labelKey: 'time.forward1', delta: 1 },
  { labelKey: 'time.forward10', delta: 10 },
] as const;

/**
 * The game clock (the spec's 'End' of 'Possession length'): its reading, which opens the keypad; the steppers that
 * nudge it; and Start clock / Stop clock. A time earlier in the quarter than its last event is asked about first:
 * events would otherwise be stored out of order without a word.
 */
export function GameClock({ reading, quarter, quarterLength, lastEventTime, send }: Props) {
  const t = useT('capture');
  const [isKeypadOpen, setIsKeypadOpen] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const shown = (time: number) => formatClock(Math.max(0, quarterLength - time));
  const setTime = (seconds: number) => {
    if (lastEventTime !== null && seconds < lastEventTime) setAsked(seconds);
    else void send({ type: 'setTime', seconds });
  };
  const nudge = (delta: number) => {
    const seconds = Math.max(0, reading.time + delta);
    if (delta < 0 && lastEventTime !== null && seconds < lastEventTime) setAsked(seconds);
    else void send({ type: 'stepPossessionEnd', delta });
  };
  const toggle = reading.isRunning ? t('clock.stop') : t('clock.start');
  return (
    <div role="group" aria-label={t('clock.group')} className="flex flex-wrap items-center gap-1">
      <span className="text-xs font-semibold uppercase text-slate-700">{t('time.end')}</span>
      {NUDGES.filter((step) => step.delta < 0).map((step) => (
        <ChoiceButton
          key={step.delta}
          aria-label={t(step.labelKey)}
          disabled={reading.time <= 0}
          onClick={() => nudge(step.delta)}
        >
          {step.delta}
        </ChoiceButton>
      ))}
      <div role="timer" aria-label={t('clock.group')}>
        <button
          type="button"
          aria-label={t('clock.set')}
          onClick={() => setIsKeypadOpen(true)}
          className={`min-h-12 min-w-[4.5rem] rounded-md border-2 px-1 font-mono text-2xl font-bold tabular-nums ${
            reading.isRunning ? 'border-emerald-600 bg-emerald-50 text-emerald-900' : 'border-slate-400 bg-white'
          }`}
        >
          {shown(reading.time)}
        </button>
      </div>
      {NUDGES.filter((step) => step.delta > 0).map((step) => (
        <ChoiceButton key={step.delta} aria-label={t(step.labelKey)} onClick={() => nudge(step.delta)}>
          +{step.delta}
        </ChoiceButton>
      ))}
      <button
        type="button"
        onClick={() => void send({ type: reading.isRunning ? 'stopClock' : 'startClock' })}
        disabled={!reading.isRunning && reading.time >= quarterLength}
        className={`ml-1 min-h-12 min-w-[7.5rem] rounded-md px-3 text-base font-bold text-white disabled:opacity-40 ${
          reading.isRunning ? 'bg-red-700 hover:bg-red-800' : 'bg-emerald-700 hover:bg-emerald-800'
        }`}
      >
        <span aria-hidden="true">{reading.isRunning ? '■ ' : '▶ '}</span>
        {toggle}
      </button>
      <ClockKeypad
        open={isKeypadOpen}
        quarterLength={quarterLength}
        onClose={() => setIsKeypadOpen(false)}
        onSet={(left) => {
          setIsKeypadOpen(false);
          setTime(quarterLength - left);
        }}
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('clock.earlierTitle')}
        message={t('clock.earlierMessage', {
          quarter,
          last: shown(lastEventTime ?? 0),
          time: shown(asked ?? 0),
        })}
        confirmLabel={t('clock.keep')}
        cancelLabel={t('cancel')}
        confirmVariant="primary"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked !== null) void send({ type: 'setTime', seconds: asked });
          setAsked(null);
        }}
      />
    </div>
  );
}
