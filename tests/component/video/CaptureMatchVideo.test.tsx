import '../support/autoCleanup';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchVideo } from '../../../src/app/capture/MatchVideo';
import { useMatchVideoSlot } from '../../../src/app/video/useMatchVideoSlot';
import { db, type MatchVideoRow } from '../../../src/data/db';
import { saveLocalVideo } from '../../../src/data/video';
import { stubServer } from '../support/fakeServer';

const MATCH = { id: 7, name: 'Sharks - Mariners' };
const uploaded: MatchVideoRow = { id: 41, match: { id: 7 }, quarter: null, objectUrlS3: 'videos/1/41-abc.webm' };
const linked: MatchVideoRow = { id: 42, match: { id: 7 }, quarter: null, videoUrl: 'https://videos.example.com/7.mp4' };
const SIGNED = '/api/match-videos/41/file?expires=1&signature=abc';

/** The capture screen's video as CaptureScreen wires it: the quarter's slot, played by MatchVideo. */
function CaptureVideo({ videos, quarter }: { videos: MatchVideoRow[]; quarter: number }) {
  const slot = useMatchVideoSlot(MATCH, videos, quarter);
  return slot ? <MatchVideo slot={slot} onSecond={() => {}} /> : <p>No video</p>;
}

const videoSrc = () => (screen.getByLabelText('Match video') as HTMLVideoElement).getAttribute('src');

beforeEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
  let objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:poolside/${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the capture screen plays every kind of match video', () => {
  it('a file uploaded to the server plays through its signed link', async () => {
    const calls = stubServer((url) =>
      url.includes('/match-videos/41/file-url') ? { status: 200, body: { url: SIGNED } } : { status: 404 },
    );
    render(<CaptureVideo videos={[uploaded]} quarter={1} />);
    await waitFor(() => expect(videoSrc()).toBe(SIGNED));
    expect(calls.map((call) => call.url)).toEqual([expect.stringContaining('/api/match-videos/41/file-url')]);
  });

  it('a video URL plays as it is', async () => {
    render(<CaptureVideo videos={[linked]} quarter={2} />);
    await waitFor(() => expect(videoSrc()).toBe('https://videos.example.com/7.mp4'));
  });

  it('a file picked on this device plays instead of the server video, offline too', async () => {
    await saveLocalVideo(7, null, { file: new File(['clip'], 'final.webm', { type: 'video/webm' }) });
    render(<CaptureVideo videos={[linked]} quarter={3} />);
    await waitFor(() => expect(videoSrc()).toMatch(/^blob:poolside\//));
  });

  it('a match with only a file on this device gets the video layout', async () => {
    await saveLocalVideo(7, 2, { file: new File(['clip'], 'q2.webm', { type: 'video/webm' }) });
    const { rerender } = render(<CaptureVideo videos={[]} quarter={1} />);
    expect(screen.getByText('No video')).toBeInTheDocument();
    rerender(<CaptureVideo videos={[]} quarter={2} />);
    await waitFor(() => expect(videoSrc()).toMatch(/^blob:poolside\//));
  });

  it('an upload that cannot be opened says so over the video', async () => {
    stubServer(() => ({ status: 500 }));
    render(<CaptureVideo videos={[uploaded]} quarter={1} />);
    expect(await screen.findByText('The uploaded video could not be opened.')).toBeInTheDocument();
  });
});
