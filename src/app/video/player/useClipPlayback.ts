import { useCallback, useEffect, useRef, useState } from 'react';
import { playbackStep, stepPlaybackRate, type Clip } from '../../../domain/video';
import type { VideoSlot } from '../videoSlot';
import type { VideoSurfaceHandle } from './VideoSurface';

export type ClipPlayback = {
  surface: React.RefObject<VideoSurfaceHandle | null>;
  index: number;
  clip: Clip<VideoSlot> | null;
  /** The video's time, a few times a second. */
  time: number;
  duration: number | null;
  isPlaying: boolean;
  isLoop: boolean;
  isAutoplay: boolean;
  rate: number;
  select: (index: number, play?: boolean) => void;
  next: () => void;
  previous: () => void;
  togglePlay: () => void;
  stepFrame: (direction: -1 | 1) => void;
  changeRate: (direction: -1 | 1) => void;
  setRate: (rate: number) => void;
  toggleLoop: () => void;
  setAutoplay: (isOn: boolean) => void;
  /** VideoSurface callbacks. */
  onFrame: (seconds: number) => void;
  onPlayingChange: (isPlaying: boolean) => void;
  onDuration: (seconds: number) => void;
  onEnded: (seconds: number) => void;
};

/**
 * Plays a playlist clip by clip: each clip starts at its start, and at its end the clip loops, the next
 * one follows (autoplay) or playback stops. `src` is the current clip's video, known once resolved.
 */
export function useClipPlayback(
  clips: readonly Clip<VideoSlot>[],
  index: number,
  setIndex: (index: number) => void,
  src: string | null,
): ClipPlayback {
  const surface = useRef<VideoSurfaceHandle>(null);
  const [isLoop, setLoop] = useState(false);
  const [isAutoplay, setAutoplay] = useState(true);
  const [rate, setRateState] = useState(1);
  const [isPlaying, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const previousTime = useRef(0);
  const playAfterSeek = useRef(false);
  const current = Math.min(index, Math.max(0, clips.length - 1));
  const clip = clips[current] ?? null;

  // The playlist is rebuilt whenever the cache answers again: only a change of clip, start or video seeks.
  const clipRef = useRef(clip);
  useEffect(() => {
    clipRef.current = clip;
  });
  const startClip = useCallback(() => {
    const player = surface.current;
    const target = clipRef.current;
    if (!player || !target) return;
    previousTime.current = target.start;
    player.seek(target.start);
    if (playAfterSeek.current) void player.play();
    playAfterSeek.current = false;
  }, []);

  const clipStart = clip?.start;
  const clipUuid = clip?.event.uuid;
  useEffect(() => {
    if (src && clipUuid !== undefined) startClip();
  }, [src, clipUuid, clipStart, startClip]);

  const select = useCallback(
    (next: number, play?: boolean) => {
      if (next < 0 || next >= clips.length) return;
      playAfterSeek.current = play ?? !(surface.current?.isPaused() ?? true);
      if (next === current) startClip();
      else setIndex(next);
    },
    [clips.length, current, setIndex, startClip],
  );

  const onFrame = (seconds: number) => {
    if (Math.floor(seconds * 4) !== Math.floor(time * 4)) setTime(seconds);
    if (!clip) return;
    // Paused, a new time is a scrub (to find a moment for "Sync here", say): the clip's end is crossed only by playing.
    if (surface.current?.isPaused()) {
      previousTime.current = seconds;
      return;
    }
    const step = playbackStep(previousTime.current, seconds, clip, {
      isLoop,
      isAutoplay,
      hasNext: current < clips.length - 1,
    });
    previousTime.current = seconds;
    if (step === 'loop') {
      previousTime.current = clip.start;
      surface.current?.seek(clip.start);
    } else if (step === 'next') {
      select(current + 1, true);
    } else if (step === 'stop') {
      surface.current?.pause();
      surface.current?.seek(clip.end);
    }
  };

  const onEnded = (seconds: number) => {
    if (!clip) return;
    const step = playbackStep(
      seconds,
      seconds,
      clip,
      { isLoop, isAutoplay, hasNext: current < clips.length - 1 },
      true,
    );
    if (step === 'loop') {
      playAfterSeek.current = true;
      startClip();
    } else if (step === 'next') select(current + 1, true);
  };

  const togglePlay = () => {
    const player = surface.current;
    if (!player || !clip) return;
    // Play at a clip's end (or outside it) replays the clip from its start.
    const at = player.currentTime();
    if (player.isPaused() && (at >= clip.end - 0.05 || at < clip.start - 0.5)) {
      playAfterSeek.current = true;
      startClip();
      return;
    }
    player.togglePlay();
  };

  const setRate = (next: number) => {
    setRateState(next);
    surface.current?.setRate(next);
  };

  return {
    surface,
    index: current,
    clip,
    time,
    duration,
    isPlaying,
    isLoop,
    isAutoplay,
    rate,
    select,
    next: () => select(current + 1),
    previous: () => select(current - 1),
    togglePlay,
    stepFrame: (direction) => surface.current?.stepFrame(direction),
    changeRate: (direction) => setRate(stepPlaybackRate(rate, direction)),
    setRate,
    toggleLoop: () => setLoop((on) => !on),
    setAutoplay,
    onFrame,
    onPlayingChange: setPlaying,
    onDuration: (seconds) => {
      setDuration(Number.isFinite(seconds) ? seconds : null);
      surface.current?.setRate(rate);
      startClip();
    },
    onEnded,
  };
}
