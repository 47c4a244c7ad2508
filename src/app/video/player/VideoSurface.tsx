import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** Frame length assumed until the video has shown two frames in a row (25 fps is broadcast PAL). */
const DEFAULT_FRAME_SECONDS = 1 / 25;

/** What a screen can do with the video: seek, play, pause, speed and frame steps. */
export type VideoSurfaceHandle = {
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  togglePlay: () => void;
  setRate: (rate: number) => void;
  /** Pauses and moves one frame back (−1) or forward (+1). */
  stepFrame: (direction: -1 | 1) => void;
  currentTime: () => number;
  isPaused: () => boolean;
};

type Props = {
  src: string | null;
  label: string;
  ref?: Ref<VideoSurfaceHandle>;
  /** Every animation frame while playing, and after each seek: a clip's end is caught within a frame. */
  onFrame?: (seconds: number) => void;
  onPlayingChange?: (isPlaying: boolean) => void;
  onDuration?: (seconds: number) => void;
  onEnded?: (seconds: number) => void;
  onError?: () => void;
  /** Native controls (the capture screen); the video screen brings its own. */
  controls?: boolean;
  className?: string;
};

/**
 * One `<video>` with imperative seek/play/rate/frame controls, knowing nothing of clips or capture, so the
 * video analysis and capture screens share it. Muted: match videos are watched, and a muted video may start
 * without a gesture.
 */
export function VideoSurface({
  src,
  label,
  ref,
  onFrame,
  onPlayingChange,
  onDuration,
  onEnded,
  onError,
  controls = false,
  className = '',
}: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const frameSeconds = useRef(DEFAULT_FRAME_SECONDS);
  const callbacks = useRef({ onFrame, onPlayingChange, onDuration, onEnded, onError });
  useEffect(() => {
    callbacks.current = { onFrame, onPlayingChange, onDuration, onEnded, onError };
  });

  useImperativeHandle(
    ref,
    () => ({
      seek: (seconds) => {
        const element = video.current;
        if (element) element.currentTime = Math.max(0, seconds);
      },
      play: async () => {
        await video.current?.play().catch(() => undefined);
      },
      pause: () => video.current?.pause(),
      togglePlay: () => {
        const element = video.current;
        if (!element) return;
        if (element.paused) void element.play().catch(() => undefined);
        else element.pause();
      },
      setRate: (rate) => {
        const element = video.current;
        if (!element) return;
        // A new src resets playbackRate to the default rate: set both so the speed survives a change of video.
        element.defaultPlaybackRate = rate;
        element.playbackRate = rate;
      },
      stepFrame: (direction) => {
        const element = video.current;
        if (!element) return;
        element.pause();
        element.currentTime = Math.max(0, element.currentTime + direction * frameSeconds.current);
      },
      currentTime: () => video.current?.currentTime ?? 0,
      isPaused: () => video.current?.paused ?? true,
    }),
    [],
  );

  // While playing: report every animation frame, and learn the frame length from presented frames.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let raf = 0;
    let lastMediaTime: number | null = null;
    const tick = () => {
      callbacks.current.onFrame?.(element.currentTime);
      if (!element.paused) raf = requestAnimationFrame(tick);
    };
    const learnFrame = (_now: number, metadata: { mediaTime: number }) => {
      if (lastMediaTime !== null) {
        const gap = metadata.mediaTime - lastMediaTime;
        if (gap > 0.001 && gap < 1.01) frameSeconds.current = gap;
      }
      lastMediaTime = metadata.mediaTime;
      if (!element.paused) element.requestVideoFrameCallback?.(learnFrame);
    };
    const onPlay = () => {
      callbacks.current.onPlayingChange?.(true);
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(tick);
      lastMediaTime = null;
      element.requestVideoFrameCallback?.(learnFrame);
    };
    const onPause = () => {
      cancelAnimationFrame(raf);
      callbacks.current.onPlayingChange?.(false);
    };
    const onSeeked = () => callbacks.current.onFrame?.(element.currentTime);
    const onMetadata = () => callbacks.current.onDuration?.(element.duration);
    const onEndedEvent = () => callbacks.current.onEnded?.(element.currentTime);
    const onErrorEvent = () => callbacks.current.onError?.();
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('ended', onEndedEvent);
    element.addEventListener('error', onErrorEvent);
    return () => {
      cancelAnimationFrame(raf);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('ended', onEndedEvent);
      element.removeEventListener('error', onErrorEvent);
    };
  }, []);

  return (
    <video
      ref={video}
      src={src ?? undefined}
      aria-label={label}
      controls={controls}
      muted
      playsInline
      preload="auto"
      className={`aspect-video w-full rounded-lg bg-black ${className}`}
    />
  );
}
