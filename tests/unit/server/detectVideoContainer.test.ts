import { describe, expect, test } from 'vitest';
import { detectVideoContainer, VIDEO_SIGNATURE_BYTES } from '../../../src/server/videos/detectVideoContainer';
import { peekUploadHead } from '../../../src/server/videos/peekUploadHead';
import { ascii, MP4_HEAD, videoBytes, WEBM_HEAD } from './support/videoBytes';

const box = (size: number, type: string, rest = '') => new Uint8Array([0, 0, 0, size, ...ascii(type + rest)]);
const ebml = (docType: string) =>
  new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x80 | docType.length,
    ...ascii(docType),
  ]);

describe('detectVideoContainer', () => {
  test.each([
    ['an MP4 (ftyp isom)', MP4_HEAD, 'video/mp4'],
    ['an M4V (ftyp M4V )', box(20, 'ftyp', 'M4V \0\0\0\0M4V '), 'video/mp4'],
    ['a 3GP (ftyp 3gp5)', box(20, 'ftyp', '3gp5\0\0\0\0isom'), 'video/mp4'],
    ['a QuickTime movie (ftyp qt)', box(20, 'ftyp', 'qt  \0\0\0\0qt  '), 'video/quicktime'],
    ['an old QuickTime movie opening with moov', box(108, 'moov', 'lmvhd'), 'video/quicktime'],
    ['an old QuickTime movie opening with wide', box(8, 'wide', 'xxxxmdat'), 'video/quicktime'],
    ['the demo WebM', WEBM_HEAD, 'video/webm'],
    ['a Matroska file', ebml('matroska'), 'video/x-matroska'],
    ['an Ogg file', ascii('OggS\0\x02\0\0\0\0\0\0\0\0'), 'video/ogg'],
    ['the 12-byte text file named .mp4', ascii('hello world\n'), null],
    ['a PNG', new Uint8Array([0x89, ...ascii('PNG\r\n\x1a\n\0\0\0\rIHDR')]), null],
    ['a PDF', ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj'), null],
    ['an HTML page', ascii('<!doctype html><script>alert(1)</script>'), null],
    ['nothing', new Uint8Array(), null],
    ['an ftyp box cut short', MP4_HEAD.subarray(0, 10), null],
    ['a box of an impossible size', box(4, 'ftyp', 'isom'), null],
    ['an EBML file of another kind', ebml('xml'), null],
    ['an EBML header cut before its DocType', WEBM_HEAD.subarray(0, 20), null],
  ] as const)('%s is %s', (_name, head, expected) => {
    expect(detectVideoContainer(head)).toBe(expected);
  });
});

describe('peekUploadHead', () => {
  const streamOf = (chunks: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  const readAll = async (stream: ReadableStream<Uint8Array>) =>
    new Uint8Array(await new Response(stream).arrayBuffer());
  const bytes = videoBytes(WEBM_HEAD, 1000, 7);

  test.each([
    ['one chunk', [bytes]],
    ['chunks smaller than the head', Array.from({ length: 100 }, (_, i) => bytes.subarray(i * 10, i * 10 + 10))],
    ['a chunk ending inside the head', [bytes.subarray(0, 30), bytes.subarray(30, 500), bytes.subarray(500)]],
  ])('answers the first bytes and still streams the whole upload: %s', async (_name, chunks) => {
    const { head, body } = await peekUploadHead(streamOf(chunks), VIDEO_SIGNATURE_BYTES);
    expect(head).toEqual(bytes.subarray(0, VIDEO_SIGNATURE_BYTES));
    expect(await readAll(body)).toEqual(bytes);
  });

  test('an upload shorter than the head is answered whole', async () => {
    const { head, body } = await peekUploadHead(streamOf([bytes.subarray(0, 5)]), VIDEO_SIGNATURE_BYTES);
    expect(head).toEqual(bytes.subarray(0, 5));
    expect(await readAll(body)).toEqual(bytes.subarray(0, 5));
  });
});
