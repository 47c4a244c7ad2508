/**
 * SigV4's URI encoding: every byte but the unreserved `A-Z a-z 0-9 - . _ ~` as upper-case `%XX`. It is
 * stricter than `encodeURIComponent` (which leaves `!'()*` alone), and S3 refuses a signature over the looser form.
 */
export function encodeS3Uri(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object path, encoded segment by segment so its slashes stay slashes. */
export function encodeS3Path(path: string): string {
  return path.split('/').map(encodeS3Uri).join('/');
}

/** A query in canonical form: encoded names and values, sorted by name, a bare name as `name=`. */
export function encodeS3Query(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [encodeS3Uri(name), encodeS3Uri(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}
