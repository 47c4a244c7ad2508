import { useEffect, useRef, useState } from 'react';
import { useVideoSource } from '../video/useVideoSource';
import { VideoProblem } from '../video/player/VideoProblem';
import type { VideoSlot } from '../video/videoSlot';
import { VideoSurface, type VideoSurfaceHandle } from '../video/player/VideoSurface';
import { useT } from '../i18n';

type Props = {
  slot: VideoSlot;
  /** The second to show when it differs from the playing one by more than a second (e.g. a loaded event). */
  seekTo?: number | null;
  /** Called with the whole second the video is at, when it changes. */
  onSecond: (seconds: number) => void;
  label?: string;
};

/**
 * The capture screen's match video, whose current time feeds the capture's video time. It finds its source
 * as the video analysis screen does (useVideoSource: a file on this device, the URL, or the uploaded file)
 * and plays through the same VideoSurface, with native controls.
 */
export function MatchVideo({ slot, seekTo, onSecond, label }: Props) {
  const t = useT('capture');
  const surface = useRef<VideoSurfaceHandle>(null);
  const lastSecond = useRef<number | null>(null);
  const source = useVideoSource(slot);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const problem = source.problem ?? (source.src !== null && failedSrc === source.src ? t('video.loadFailed') : null);

  const seekToKnown = useRef(seekTo);
  useEffect(() => {
    seekToKnown.current = seekTo;
    const video = surface.current;
    if (!video || seekTo == null || Math.abs(video.currentTime() - seekTo) < 1) return;
    video.seek(seekTo);
  }, [seekTo]);
  const report = (seconds: number) => {
    const second = Math.floor(seconds);
    if (second === lastSecond.current) return;
    lastSecond.current = second;
    onSecond(second);
  };
  return (
    <div className="relative">
      <VideoSurface
        ref={surface}
        src={source.src}
        label={label ?? t('video.label')}
        controls
        onFrame={report}
        // A source resolved after the event was loaded (a signed link, a local file) still opens at its second.
        onDuration={() => {
          if (seekToKnown.current != null) surface.current?.seek(seekToKnown.current);
        }}
        onError={() => setFailedSrc(source.src)}
        className="aspect-video w-full rounded-lg bg-black"
      />
      {problem ? <VideoProblem text={problem} onAllow={source.askPermission} /> : null}
    </div>
  );
}
