import { useId } from 'react';
import { PLAYBACK_RATES } from '../../../domain/video';
import { formatNumber, useT } from '../../i18n';
import { ControlButton } from './ControlButton';
import { PlayerIcon } from './PlayerIcon';
import type { ClipPlayback } from './useClipPlayback';

type Props = { playback: ClipPlayback; count: number; onHelp: () => void };

/** Previous/play/next, frame steps, speed, loop and autoplay: each also on a key (see the ? list). */
export function PlayerControls({ playback, count, onHelp }: Props) {
  const t = useT('video');
  const speedId = useId();
  const { index, isPlaying, isLoop, isAutoplay, rate } = playback;
  const hasClip = count > 0;
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('controls.label')}>
      <ControlButton label={t('controls.previous')} onClick={playback.previous} disabled={!hasClip || index === 0}>
        <PlayerIcon name="previous" />
      </ControlButton>
      <ControlButton
        label={t(isPlaying ? 'controls.pauseKey' : 'controls.playKey')}
        onClick={playback.togglePlay}
        disabled={!hasClip}
        className="min-w-20"
      >
        <PlayerIcon name={isPlaying ? 'pause' : 'play'} />
        <span>{t(isPlaying ? 'controls.pause' : 'controls.play')}</span>
      </ControlButton>
      <ControlButton label={t('controls.next')} onClick={playback.next} disabled={!hasClip || index >= count - 1}>
        <PlayerIcon name="next" />
      </ControlButton>
      <ControlButton label={t('controls.frameBack')} onClick={() => playback.stepFrame(-1)} disabled={!hasClip}>
        <PlayerIcon name="frameBack" />
      </ControlButton>
      <ControlButton label={t('controls.frameForward')} onClick={() => playback.stepFrame(1)} disabled={!hasClip}>
        <PlayerIcon name="frameForward" />
      </ControlButton>
      <label htmlFor={speedId} className="sr-only">
        {t('controls.speed')}
      </label>
      <select
        id={speedId}
        value={rate}
        onChange={(event) => playback.setRate(Number(event.target.value))}
        title={t('controls.speedKeys')}
        className="min-h-touch rounded-md border-2 border-pool-700 bg-white px-2 font-semibold text-pool-900"
      >
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={value}>
            {t('controls.rate', { rate: formatNumber(value) })}
          </option>
        ))}
      </select>
      <ControlButton label={t('controls.loopKey')} isPressed={isLoop} onClick={playback.toggleLoop}>
        <PlayerIcon name="loop" />
        <span>{t('controls.loop')}</span>
      </ControlButton>
      <ControlButton
        label={t('controls.autoplayLabel')}
        isPressed={isAutoplay}
        onClick={() => playback.setAutoplay(!isAutoplay)}
      >
        <span>{t('controls.autoplay')}</span>
      </ControlButton>
      <ControlButton label={t('controls.shortcuts')} onClick={onHelp} className="ml-auto">
        <span aria-hidden="true">?</span>
      </ControlButton>
    </div>
  );
}
