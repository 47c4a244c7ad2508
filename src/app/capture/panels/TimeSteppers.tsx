import { countDownTime, type CaptureState } from '../../../domain/capture';
import { formatClock } from '../../../domain/model';
import { Stepper } from './Stepper';
import type { SendCommand } from '../useSendCommand';
import { useT } from '../../i18n';

type Props = {
  state: Pick<CaptureState, 'quarter' | 'time' | 'videoTime' | 'possession' | 'current'>;
  quarterLength: number;
  send: SendCommand;
};

/**
 * 'Possession length' (start and end steppers, count-down clock) and 'Video length'. The end stepper moves the
 * live time; the start stepper the open possession's start, never below 0 (docs/product.md §5).
 */
export function TimeSteppers({ state, quarterLength, send }: Props) {
  const t = useT('capture');
  const quarterStart = (state.quarter - 1) * quarterLength;
  const start = state.possession ? countDownTime(state.possession.timeFrom, state.quarter, quarterLength) : '–';
  const end = countDownTime(quarterStart + state.time, state.quarter, quarterLength);
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
        <Stepper
          label={t('time.possessionEnd')}
          caption={t('time.end')}
          value={end}
          steps={[
            { label: t('time.back10'), delta: -10, disabled: state.time <= 0 },
            { label: t('time.back1'), delta: -1, disabled: state.time <= 0 },
            { label: t('time.forward1'), delta: 1 },
            { label: t('time.forward10'), delta: 10 },
          ]}
          onStep={(delta) => void send({ type: 'stepPossessionEnd', delta })}
        />
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
