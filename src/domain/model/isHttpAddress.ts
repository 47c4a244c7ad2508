/**
 * An address that resolves to http or https: absolute (`https://videos.example.org/q1.mp4`), or relative to
 * the app's own origin (`/demo/match-clock.webm`, a storage key such as `videos/1/a.mp4`). Blank counts as none.
 */
export function isHttpAddress(address: string): boolean {
  if (address.trim() === '') return true;
  if (!URL.canParse(address.trim(), 'https://app.invalid/')) return false;
  const { protocol } = new URL(address.trim(), 'https://app.invalid/');
  return protocol === 'http:' || protocol === 'https:';
}
