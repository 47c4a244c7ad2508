import { readFileSync } from 'node:fs';

/** The first bytes of the demo WebM (public/demo/match-clock.webm): a real EBML header naming DocType webm. */
export const WEBM_HEAD = new Uint8Array(
  readFileSync(new URL('../../../../public/demo/match-clock.webm', import.meta.url)).subarray(0, 48),
);

/** An ISO-BMFF `ftyp` box as an MP4 writer puts first: size 24, brand `isom`, compatible isom and iso2. */
export const MP4_HEAD = new Uint8Array([
  ...[0, 0, 0, 24],
  ...ascii('ftyp'),
  ...ascii('isom'),
  ...[0, 0, 2, 0],
  ...ascii('isomiso2'),
]);

/**
 * `length` bytes that start as a real container does and continue with a counting pattern, so a test can
 * compare what comes back byte for byte.
 */
export function videoBytes(head: Uint8Array, length: number, step = 1): Uint8Array {
  const bytes = new Uint8Array(Array.from({ length }, (_, i) => (i * step) % 256));
  bytes.set(head.subarray(0, Math.min(head.length, length)));
  return bytes;
}

export function ascii(text: string): Uint8Array {
  return new Uint8Array([...text].map((char) => char.charCodeAt(0)));
}
