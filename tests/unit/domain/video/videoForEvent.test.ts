import { describe, expect, it } from 'vitest';
import { chooseVideoSource, directVideoUrl, videoForEvent, type VideoSourceKind } from '../../../../src/domain/video';
import { MATCH, OTHER_MATCH, quarterVideo, wholeMatchVideo, type TestVideo } from './videoBuilders';

describe('which video covers an event', () => {
  const q2 = quarterVideo(2);
  const whole = wholeMatchVideo();
  const otherWhole = wholeMatchVideo(OTHER_MATCH);

  it.each<[string, object[], number, object | null]>([
    ['the quarter’s own video covers its events', [whole, q2], 2, q2],
    ['the whole-match video covers a quarter without its own', [whole, q2], 3, whole],
    ['a quarter video does not cover another quarter', [q2], 1, null],
    ['another match’s video never covers the event', [otherWhole], 2, null],
    ['no video covers nothing', [], 1, null],
  ])('%s', (_name, videos, quarter, expected) => {
    expect(videoForEvent(videos as TestVideo[], { match: { id: MATCH }, quarter })).toBe(expected);
  });

  it.each<[string, { videoUrl?: string | null; objectUrlS3?: string | null } | null, boolean, VideoSourceKind | null]>([
    ['a file picked on this device plays first', { videoUrl: '/a.webm' }, true, 'local'],
    ['a local file plays even without a server video', null, true, 'local'],
    ['a video URL plays next', { videoUrl: '/a.webm', objectUrlS3: 'videos/1/a.webm' }, false, 'url'],
    [
      'an uploaded file plays when there is no URL',
      { videoUrl: null, objectUrlS3: 'videos/1/a.webm' },
      false,
      'upload',
    ],
    [
      'an absolute object URL (older data) plays directly',
      { videoUrl: null, objectUrlS3: 'https://cdn.example.com/a.mp4' },
      false,
      'url',
    ],
    ['a blank URL is no URL', { videoUrl: '  ', objectUrlS3: null }, false, null],
    ['nothing to play is null', null, false, null],
  ])('%s', (_name, video, hasLocalFile, kind) => {
    expect(chooseVideoSource(video, hasLocalFile)).toBe(kind);
  });

  it.each<[string, { videoUrl?: string | null; objectUrlS3?: string | null } | null, string | null]>([
    ['the video URL, trimmed', { videoUrl: ' /a.webm ', objectUrlS3: 'https://cdn.example.com/b.mp4' }, '/a.webm'],
    [
      'else an absolute object URL',
      { videoUrl: null, objectUrlS3: 'https://cdn.example.com/b.mp4' },
      'https://cdn.example.com/b.mp4',
    ],
    ['never a storage key', { videoUrl: '', objectUrlS3: 'videos/1/a.webm' }, null],
    ['nothing without a video', null, null],
  ])('the direct URL: %s', (_name, video, url) => {
    expect(directVideoUrl(video)).toBe(url);
  });
});
