/** `/live/{shareId}?overlay=1`: the scorebug for a streaming program's browser source, nothing of the app around it. */
export function isLiveOverlay(location: string, search: string): boolean {
  return /^\/live\/[^/]+\/?$/.test(location) && new URLSearchParams(search).get('overlay') === '1';
}
