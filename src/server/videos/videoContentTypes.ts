/** Video formats a browser can play from a Range-served file, by content type, with their file extension. */
export const VIDEO_CONTENT_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'video/x-matroska': 'mkv',
};

/** The content type of a stored key, from its extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const found = Object.entries(VIDEO_CONTENT_TYPES).find(([, ext]) => ext === extension);
  return found?.[0] ?? 'application/octet-stream';
}
