import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SOUND_BYTES, readVideoBytes, SoundTooLargeError, SoundUnreadableError } from '../../../../src/data/video';

const streamOf = (...chunks: number[][]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
      controller.close();
    },
  });
const answer = (body: ReadableStream<Uint8Array> | null, status = 200, length?: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: length ? { 'Content-Length': String(length) } : {} })),
  );
const read = (onProgress: (fraction: number) => void = () => {}) =>
  readVideoBytes(
    { kind: 'upload', url: '/api/match-videos/1/file?expires=1&signature=x' },
    onProgress,
    new AbortController().signal,
  );

afterEach(() => vi.unstubAllGlobals());

describe('readVideoBytes of an uploaded video', () => {
  it('joins the chunks and tells the share read after each', async () => {
    answer(streamOf([1, 2], [3, 4, 5, 6]), 200, 6);
    const told: number[] = [];
    const bytes = await read((fraction) => told.push(fraction));
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(told.map((fraction) => fraction.toFixed(2))).toEqual(['0.33', '1.00']);
  });

  it.each([
    [
      'a file larger than the browser can hold',
      () => answer(streamOf([1]), 200, MAX_SOUND_BYTES + 1),
      SoundTooLargeError,
    ],
    ['a link that no longer plays (404)', () => answer(null, 404), SoundUnreadableError],
  ])('refuses %s', async (_case, arrange, error) => {
    arrange();
    await expect(read()).rejects.toBeInstanceOf(error);
  });
});
