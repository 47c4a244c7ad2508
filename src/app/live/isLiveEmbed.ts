/** `/live/{shareId}?embed=1`: the live page for a club website's iframe, without the app's chrome. */
export function isLiveEmbed(location: string, search: string): boolean {
  return /^\/live\/[^/]+\/?$/.test(location) && new URLSearchParams(search).get('embed') === '1';
}
