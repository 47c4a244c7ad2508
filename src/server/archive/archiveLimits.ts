/**
 * An archive is a whole match (a full one ~1.5 MB of JSON, more than the API's 1 MB per request), so its
 * import has a limit of its own, still enforced while the body streams in.
 */
export const ARCHIVE_MAX_BYTES = 16_000_000;

const IMPORT_PATH = /^\/api\/matches\/import\/?$/;

/** The one request the API's general body limit leaves to the archive's own. */
export function isMatchArchiveImport(method: string, path: string): boolean {
  return method === 'POST' && IMPORT_PATH.test(path);
}
