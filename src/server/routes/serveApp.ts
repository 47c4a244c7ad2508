import { existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../http/appEnv';
import { parseRange } from '../videos/parseRange';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHED = /^(sw\.js|index\.html|manifest\.webmanifest|registerSW\.js|workbox-[^/]*\.js)$/;

/** A file of dist/ gzipped once (level 9), kept while the file on disk is the same. */
type Gzipped = { mtimeMs: number; size: number; body: Uint8Array<ArrayBuffer> };

/**
 * The built PWA from dist/: files as they are, any other path the SPA's index.html. Hashed /assets files are
 * cached for a year; the service worker, index.html and the manifest never, so updates are seen at once.
 * Text files go gzipped to a browser that accepts it: the first load over venue Wi-Fi is a third of the bytes.
 */
export function serveApp(distDir: string) {
  const gzipped = new Map<string, Gzipped>();
  const gzipOf = (path: string, stats: Stats, body: Uint8Array): Uint8Array<ArrayBuffer> => {
    const kept = gzipped.get(path);
    if (kept && kept.mtimeMs === stats.mtimeMs && kept.size === stats.size) return kept.body;
    const fresh = new Uint8Array(gzipSync(body, { level: 9 }));
    gzipped.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, body: fresh });
    return fresh;
  };
  return async (c: Context<AppEnv>) => {
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you), then reload.', 503);
    }
    const file = await resolveFile(distDir, c.req.path);
    // A hashed file of another build is gone: 404, so the app sees a failed chunk, not index.html as script.
    if (!file && c.req.path.startsWith('/assets/')) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const path = file ?? index;
    const name = path
      .slice(distDir.length + 1)
      .split(sep)
      .join('/');
    const cacheControl = name.startsWith('assets/')
      ? IMMUTABLE
      : NEVER_CACHED.test(name) || !file
        ? 'no-cache'
        : 'public, max-age=3600';
    const body = new Uint8Array(await readFile(path));
    const contentType = getMimeType(path) ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    const rangeHeader = c.req.header('Range');
    if (compressible && !rangeHeader && acceptsGzip(c.req.header('Accept-Encoding'))) {
      const stats = await stat(path);
      return c.body(gzipOf(path, stats, body), 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    // Byte ranges let a <video> seek in a static file (public/demo/match-clock.webm); the SPA fallback has none.
    const range = file ? parseRange(rangeHeader, body.length) : null;
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${body.length}` });
    if (range) {
      return c.body(body.subarray(range.start, range.end + 1), 206, {
        ...headers,
        'Accept-Ranges': 'bytes',
        'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`,
      });
    }
    return c.body(body, 200, file ? { ...headers, 'Accept-Ranges': 'bytes' } : headers);
  };
}

/** Whether Accept-Encoding lets gzip through: named with q > 0, or not named and allowed by `*`. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (quality.get('gzip') ?? quality.get('*') ?? 0) > 0;
}

async function resolveFile(distDir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = normalize(join(distDir, decoded));
  if (!candidate.startsWith(distDir + sep)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}
