import { useEffect, useRef } from 'react';

type Props = {
  src: string;
  /** The second to show when it differs from the playing one by more than a second (e.g. a loaded event). */
  seekTo?: number | null;
  /** Called with the whole second the video is at, when it changes. */
  onSecond: (seconds: number) => void;
  label?: string;
};

/**
 * A match video whose current time feeds the capture's video time. Shared by the capture screen and video
 * analysis, so it knows nothing of either.
 */
export function MatchVideo({ src, seekTo, onSecond, label = 'Match video' }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const lastSecond = useRef<number | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || seekTo == null || Math.abs(video.currentTime - seekTo) < 1) return;
    video.currentTime = seekTo;
  }, [seekTo]);
  const report = () => {
    const second = Math.floor(ref.current?.currentTime ?? 0);
    if (second === lastSecond.current) return;
    lastSecond.current = second;
    onSecond(second);
  };
  return (
    <video
      ref={ref}
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className="aspect-video w-full rounded-lg bg-black"
      onTimeUpdate={report}
      onSeeked={report}
    />
  );
}
