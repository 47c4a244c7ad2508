const UPLOAD_PATH = /^\/api\/match-videos\/\d+\/file\/?$/;

/** A video upload streams to disk under its own, larger limit; the API's 1 MB body limit must not apply. */
export function isVideoFileUpload(method: string, path: string): boolean {
  return (method === 'POST' || method === 'PUT') && UPLOAD_PATH.test(path);
}
