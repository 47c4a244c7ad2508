import { countDownTime, type CaptureState } from '../../../domain/capture';
import { formatClock } from '../../../domain/model';
import { GameClock } from '../clock/GameClock';
import { Stepper } from './Stepper';
import type { SendCommand } from '../useSendCommand';
import { useT } from '../../i18n';

type Props = {
  state: Pick<
    CaptureState,
    'quarter' | 'time' | 'clock' | 'clockMode' | 'lastReading' | 'videoTime' | 'possession' | 'current'
  >;
  quarterLength: number;
  /** Seconds into the quarter of its latest stored event; null when it has none. */
  lastEventTime: number | null;
  send: SendCommand;
};

/**
 * 'Possession length' (start and end steppers, count-down clock) and 'Video length'. The end is the game clock,
 * which runs and stops and is nudged by the end steppers; the start stepper moves the open possession's start,
 * never below 0 (docs/product.md §5).
 */
export function TimeSteppers({ state, quarterLength, lastEventTime, send }: Props) {
  const t = useT('capture');
  const start = state.possession ? countDownTime(state.possession.timeFrom, state.quarter, quarterLength) : '–';
  const videoTime = state.current?.videoTime ?? state.videoTime;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-20 text-sm font-bold leading-tight text-pool-900">{t('time.possessionLength')}</span>
        <Stepper
          label={t('time.possessionStart')}
          caption={t('time.start')}
          value={start}
          steps={[
            { label: t('time.startEarlier'), delta: -1, disabled: !state.possession },
            { label: t('time.startLater'), delta: 1, disabled: !state.possession },
          ]}
          onStep={(delta) => void send({ type: 'stepPossessionStart', delta })}
        />
        <GameClock state={state} quarterLength={quarterLength} lastEventTime={lastEventTime} send={send} />
      </div>
      <div className="flex items-center gap-2">
        <span className="w-14 text-sm font-bold leading-tight text-pool-900">{t('time.videoLength')}</span>
        <Stepper
          label={t('time.videoTime')}
          value={formatClock(videoTime)}
          steps={[
            { label: t('time.videoBack1'), delta: -1, disabled: videoTime <= 0 },
            { label: t('time.videoForward1'), delta: 1 },
          ]}
          onStep={(delta) => void send({ type: 'stepVideoTime', delta })}
        />
      </div>
    </div>
  );
}
