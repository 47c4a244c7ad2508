import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../http/appEnv';

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
    const body = await readFile(path);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': getMimeType(path) ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    });
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
