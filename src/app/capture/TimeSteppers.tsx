import { countDownTime, type LiveState } from '../../domain/capture';
import { formatClock } from './formatClock';
import { Stepper } from './Stepper';
import type { SendCommand } from './useSendCommand';

type Props = {
  state: Pick<LiveState, 'quarter' | 'time' | 'videoTime' | 'possession' | 'current'>;
  quarterLength: number;
  send: SendCommand;
};

/**
 * 'Possession length' (start and end steppers, count-down clock) and 'Video length'. The end stepper moves the
 * live time; the start stepper the open possession's start, never below 0 (spec §5).
 */
export function TimeSteppers({ state, quarterLength, send }: Props) {
  const quarterStart = (state.quarter - 1) * quarterLength;
  const start = state.possession ? countDownTime(state.possession.timeFrom, state.quarter, quarterLength) : '–';
  const end = countDownTime(quarterStart + state.time, state.quarter, quarterLength);
  const videoTime = state.current?.videoTime ?? state.videoTime;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-20 text-sm font-bold leading-tight text-pool-900">Possession length</span>
        <Stepper
          label="Possession start"
          caption="Start"
          value={start}
          steps={[
            { label: 'Possession start 1 second earlier', delta: -1, disabled: !state.possession },
            { label: 'Possession start 1 second later', delta: 1, disabled: !state.possession },
          ]}
          onStep={(delta) => void send({ type: 'stepPossessionStart', delta })}
        />
        <Stepper
          label="Possession end"
          caption="End"
          value={end}
          steps={[
            { label: 'Time back 10 seconds', delta: -10, disabled: state.time <= 0 },
            { label: 'Time back 1 second', delta: -1, disabled: state.time <= 0 },
            { label: 'Time forward 1 second', delta: 1 },
            { label: 'Time forward 10 seconds', delta: 10 },
          ]}
          onStep={(delta) => void send({ type: 'stepPossessionEnd', delta })}
        />
      </div>
      <div className="flex items-center gap-2">
        <span className="w-14 text-sm font-bold leading-tight text-pool-900">Video length</span>
        <Stepper
          label="Video time"
          value={formatClock(videoTime)}
          steps={[
            { label: 'Video back 1 second', delta: -1, disabled: videoTime <= 0 },
            { label: 'Video forward 1 second', delta: 1 },
          ]}
          onStep={(delta) => void send({ type: 'stepVideoTime', delta })}
        />
      </div>
    </div>
  );
}
