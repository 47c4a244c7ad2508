/**
 * Draws the PWA icons in public/icons (run once: `npx tsx tests/e2e/support/drawIcons.ts`).
 * A yellow water polo ball with blue seams on pool blue, 4× supersampled, written as PNG with zlib.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
const POOL: Rgb = [11, 79, 124];
const WAVE: Rgb = [63, 159, 208];
const BALL: Rgb = [250, 204, 21];
const SEAM: Rgb = [11, 95, 165];

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), y * (size * 3 + 1) + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The colour at a point of the unit square (0..1), `ballRadius` as a share of the side. */
function scene(u: number, v: number, ballRadius: number): Rgb {
  const dx = u - 0.5;
  const dy = v - 0.47;
  const r = Math.hypot(dx, dy);
  if (r <= ballRadius) {
    const seamWidth = ballRadius * 0.08;
    const curve = Math.abs(dx - Math.sin((dy / ballRadius) * 2.4) * ballRadius * 0.35);
    const ring = Math.abs(Math.hypot(dx + ballRadius * 1.1, dy) - ballRadius * 1.25);
    return curve < seamWidth || ring < seamWidth ? SEAM : BALL;
  }
  const wave = 0.8 + Math.sin(u * Math.PI * 6) * 0.025;
  return v > wave && v < wave + 0.05 ? WAVE : POOL;
}

function icon(size: number, ballRadius: number): Buffer {
  const samples = 4;
  return png(size, (x, y) => {
    const sum = [0, 0, 0];
    for (let sy = 0; sy < samples; sy++)
      for (let sx = 0; sx < samples; sx++) {
        const c = scene((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size, ballRadius);
        sum[0]! += c[0];
        sum[1]! += c[1];
        sum[2]! += c[2];
      }
    return sum.map((s) => Math.round(s / samples ** 2)) as Rgb;
  });
}

const dir = new URL('../../../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', dir), icon(192, 0.3));
writeFileSync(new URL('icon-512.png', dir), icon(512, 0.3));
// Maskable: the ball stays well inside the 80 % safe zone.
writeFileSync(new URL('icon-maskable-512.png', dir), icon(512, 0.24));
