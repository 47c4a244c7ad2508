import { useEffect, useRef } from 'react';
import { VideoSurface, type VideoSurfaceHandle } from '../video/VideoSurface';

type Props = {
  src: string;
  /** The second to show when it differs from the playing one by more than a second (e.g. a loaded event). */
  seekTo?: number | null;
  /** Called with the whole second the video is at, when it changes. */
  onSecond: (seconds: number) => void;
  label?: string;
};

/**
 * The capture screen's match video, whose current time feeds the capture's video time: the video analysis
 * screen's VideoSurface with native controls, so both screens play video through one component.
 */
export function MatchVideo({ src, seekTo, onSecond, label = 'Match video' }: Props) {
  const surface = useRef<VideoSurfaceHandle>(null);
  const lastSecond = useRef<number | null>(null);
  useEffect(() => {
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
    <VideoSurface
      ref={surface}
      src={src}
      label={label}
      controls
      onFrame={report}
      className="aspect-video w-full rounded-lg bg-black"
    />
  );
}
