import '../support/autoCleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoSurface, type VideoSurfaceHandle } from '../../../src/app/video/player/VideoSurface';

// jsdom has no media pipeline: play/pause only flip `paused` and fire their events, as a browser would.
beforeEach(() => {
  let paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});

function renderSurface(props: Partial<Parameters<typeof VideoSurface>[0]> = {}) {
  const ref = createRef<VideoSurfaceHandle>();
  render(<VideoSurface ref={ref} src="/demo/match-clock.webm" label="Match video" {...props} />);
  return { handle: ref.current!, video: screen.getByLabelText('Match video') as HTMLVideoElement };
}

describe('the reusable video surface', () => {
  it('seeks to a second, never before the start', () => {
    const { handle, video } = renderSurface();
    handle.seek(42.5);
    expect(video.currentTime).toBe(42.5);
    handle.seek(-3);
    expect(video.currentTime).toBe(0);
  });

  it('keeps its speed across a change of video by setting the default rate too', () => {
    const { handle, video } = renderSurface();
    handle.setRate(1.5);
    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
  });

  it('plays, pauses and toggles, telling the screen each time', async () => {
    const onPlayingChange = vi.fn();
    const { handle } = renderSurface({ onPlayingChange });
    await handle.play();
    expect(handle.isPaused()).toBe(false);
    handle.togglePlay();
    expect(handle.isPaused()).toBe(true);
    expect(onPlayingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('steps one frame (1/25 s until it has seen frames) and pauses', async () => {
    const { handle, video } = renderSurface();
    await handle.play();
    handle.seek(10);
    handle.stepFrame(1);
    expect(handle.isPaused()).toBe(true);
    expect(video.currentTime).toBeCloseTo(10.04);
    handle.stepFrame(-1);
    handle.stepFrame(-1);
    expect(video.currentTime).toBeCloseTo(9.96);
  });

  it('reports the length once known, every seek, and the end', () => {
    const onDuration = vi.fn();
    const onFrame = vi.fn();
    const onEnded = vi.fn();
    const { handle, video } = renderSurface({ onDuration, onFrame, onEnded });
    vi.spyOn(video, 'duration', 'get').mockReturnValue(540);
    fireEvent(video, new Event('loadedmetadata'));
    handle.seek(12);
    fireEvent(video, new Event('seeked'));
    fireEvent(video, new Event('ended'));
    expect(onDuration).toHaveBeenCalledWith(540);
    expect(onFrame).toHaveBeenCalledWith(12);
    expect(onEnded).toHaveBeenCalledWith(12);
  });

  it('is muted and plays inline, with the native controls only when asked', () => {
    const { video } = renderSurface({ controls: true });
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('controls');
  });
});
