import { useEffect, useState } from 'react';
import { isEstimating, type CaptureState } from '../../../domain/capture';
import { formatClock } from '../../../domain/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../i18n';
import { Stepper } from '../panels/Stepper';
import type { SendCommand } from '../useSendCommand';
import { useClockReading } from '../useClockReading';
import { clockText } from '../captureWords';
import { ClockKeypad } from './ClockKeypad';

type Props = {
  state: Pick<CaptureState, 'clock' | 'time' | 'quarter' | 'clockMode' | 'lastReading'>;
  quarterLength: number;
  /** Seconds into the quarter of its latest stored event; null when it has none. */
  lastEventTime: number | null;
  send: SendCommand;
};

/**
 * The game clock (the spec's 'End' of 'Possession length'): its reading, which opens the keypad; the steppers that
 * nudge it; and Start clock / Stop clock. Only this and the scoreboard's time redraw while it runs. It stops itself at
 * 0:00. A time earlier in the quarter than its last event is asked about first: events would otherwise be stored out
 * of order without a word. Without a clock ('No clock' in the keypad) the reading is an estimate, shown as '≈7:18' on
 * amber: it runs through 0:00 (the quarter ends when the scorer says), and a time is asked about only when it is
 * earlier than the last one read off the scoreboard, since the estimated events before it are re-timed by it.
 */
export function GameClock({ state, quarterLength, lastEventTime, send }: Props) {
  const t = useT('capture');
  const reading = useClockReading(state, quarterLength);
  const [isKeypadOpen, setIsKeypadOpen] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const isEstimate = isEstimating(state);
  // 0:00 ends the quarter: the clock stops there, and the screen asks for the next quarter. An estimate does not know.
  useEffect(() => {
    if (reading.isOver && !isEstimate) void send({ type: 'stopClock' });
  }, [reading.isOver]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it reaches 0:00
  const shown = (time: number) => formatClock(Math.max(0, quarterLength - time));
  const lastRead = state.lastReading?.quarter === state.quarter ? state.lastReading.time : null;
  const floor = isEstimate ? lastRead : lastEventTime;
  const setTime = (seconds: number) => {
    if (floor !== null && seconds < floor) setAsked(seconds);
    else void send({ type: 'setTime', seconds });
  };
  const nudge = (delta: number) => {
    const seconds = Math.max(0, reading.time + delta);
    if (delta < 0 && floor !== null && seconds < floor) setAsked(seconds);
    else void send({ type: 'stepPossessionEnd', delta });
  };
  const readingText = clockText(shown(reading.time), isEstimate);
  const readingTone = isEstimate
    ? 'border-amber-600 bg-amber-50 text-amber-950'
    : reading.isRunning
      ? 'border-emerald-600 bg-emerald-50 text-emerald-900'
      : 'border-slate-400 bg-white';
  const isAtStart = reading.time <= 0;
  return (
    <Stepper
      label={t('clock.group')}
      caption={t('time.end')}
      value={readingText}
      valueSlot={
        <div role="timer" aria-label={t('clock.group')} className="flex flex-col items-center">
          <button
            type="button"
            aria-label={t('clock.set')}
            onClick={() => setIsKeypadOpen(true)}
            className={`min-h-12 min-w-[4.5rem] rounded-md border-2 px-1 font-mono text-2xl font-bold tabular-nums ${readingTone}`}
          >
            {readingText}
          </button>
          {isEstimate ? (
            <span className="text-xs font-bold uppercase tracking-wide text-amber-900">{t('clock.estimated')}</span>
          ) : null}
        </div>
      }
      steps={[
        { label: t('time.back10'), delta: -10, disabled: isAtStart },
        { label: t('time.back1'), delta: -1, disabled: isAtStart },
        { label: t('time.forward1'), delta: 1 },
        { label: t('time.forward10'), delta: 10 },
      ]}
      onStep={nudge}
    >
      <button
        type="button"
        onClick={() => void send({ type: reading.isRunning ? 'stopClock' : 'startClock' })}
        disabled={!reading.isRunning && reading.time >= quarterLength}
        className={`ml-1 min-h-12 min-w-[7.5rem] rounded-md px-3 text-base font-bold text-white disabled:opacity-40 ${
          reading.isRunning ? 'bg-red-700 hover:bg-red-800' : 'bg-emerald-700 hover:bg-emerald-800'
        }`}
      >
        <span aria-hidden="true">{reading.isRunning ? '■ ' : '▶ '}</span>
        {reading.isRunning ? t('clock.stop') : t('clock.start')}
      </button>
      <ClockKeypad
        open={isKeypadOpen}
        quarterLength={quarterLength}
        onClose={() => setIsKeypadOpen(false)}
        onSet={(left) => {
          setIsKeypadOpen(false);
          setTime(quarterLength - left);
        }}
        isEstimate={isEstimate}
        onEstimate={(on) => {
          setIsKeypadOpen(false);
          void send({ type: 'setClockMode', mode: on ? 'estimate' : 'clock' });
        }}
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('clock.earlierTitle')}
        message={t('clock.earlierMessage', {
          quarter: state.quarter,
          last: shown(floor ?? 0),
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
    </Stepper>
  );
}
