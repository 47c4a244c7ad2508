import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../http/appEnv';
import { parseRange } from '../videos/parseRange';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHED = /^(sw\.js|index\.html|manifest\.webmanifest|registerSW\.js|workbox-[^/]*\.js)$/;

/**
 * The built PWA from dist/: files as they are, any other path the SPA's index.html. Hashed /assets files are
 * cached for a year; the service worker, index.html and the manifest never, so updates are seen at once.
 */
export function serveApp(distDir: string) {
  return async (c: Context<AppEnv>) => {
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you), then reload.', 503);
    }
    const file = await resolveFile(distDir, c.req.path);
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
    const headers = { 'Content-Type': getMimeType(path) ?? 'application/octet-stream', 'Cache-Control': cacheControl };
    // Byte ranges let a <video> seek in a static file (public/demo/match-clock.webm); the SPA fallback has none.
    const range = file ? parseRange(c.req.header('Range'), body.length) : null;
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
