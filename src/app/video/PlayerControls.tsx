import { useId } from 'react';
import { PLAYBACK_RATES } from '../../domain/video';
import { ControlButton } from './ControlButton';
import { PlayerIcon } from './PlayerIcon';
import type { ClipPlayback } from './useClipPlayback';

type Props = { playback: ClipPlayback; count: number; onHelp: () => void };

/** Previous/play/next, frame steps, speed, loop and autoplay: each also on a key (see the ? list). */
export function PlayerControls({ playback, count, onHelp }: Props) {
  const speedId = useId();
  const { index, isPlaying, isLoop, isAutoplay, rate } = playback;
  const hasClip = count > 0;
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Player controls">
      <ControlButton label="Previous clip (J)" onClick={playback.previous} disabled={!hasClip || index === 0}>
        <PlayerIcon name="previous" />
      </ControlButton>
      <ControlButton
        label={isPlaying ? 'Pause (Space)' : 'Play (Space)'}
        onClick={playback.togglePlay}
        disabled={!hasClip}
        className="min-w-20"
      >
        <PlayerIcon name={isPlaying ? 'pause' : 'play'} />
        <span>{isPlaying ? 'Pause' : 'Play'}</span>
      </ControlButton>
      <ControlButton label="Next clip (L)" onClick={playback.next} disabled={!hasClip || index >= count - 1}>
        <PlayerIcon name="next" />
      </ControlButton>
      <ControlButton label="One frame back (,)" onClick={() => playback.stepFrame(-1)} disabled={!hasClip}>
        <PlayerIcon name="frameBack" />
      </ControlButton>
      <ControlButton label="One frame forward (.)" onClick={() => playback.stepFrame(1)} disabled={!hasClip}>
        <PlayerIcon name="frameForward" />
      </ControlButton>
      <label htmlFor={speedId} className="sr-only">
        Speed
      </label>
      <select
        id={speedId}
        value={rate}
        onChange={(event) => playback.setRate(Number(event.target.value))}
        title="Speed ([ and ])"
        className="min-h-touch rounded-md border-2 border-pool-700 bg-white px-2 font-semibold text-pool-900"
      >
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={value}>
            {value}×
          </option>
        ))}
      </select>
      <ControlButton label="Loop this clip (R)" isPressed={isLoop} onClick={playback.toggleLoop}>
        <PlayerIcon name="loop" />
        <span>Loop</span>
      </ControlButton>
      <ControlButton
        label="Autoplay the next clip"
        isPressed={isAutoplay}
        onClick={() => playback.setAutoplay(!isAutoplay)}
      >
        <span>Autoplay</span>
      </ControlButton>
      <ControlButton label="Keyboard shortcuts (?)" onClick={onHelp} className="ml-auto">
        <span aria-hidden="true">?</span>
      </ControlButton>
    </div>
  );
}
