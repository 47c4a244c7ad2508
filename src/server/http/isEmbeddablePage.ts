import { isShareIdShaped } from '../live/isShareIdShaped';

/**
 * The one place that says which pages other sites may frame; every other answer refuses to be framed
 * (clickjacking). Only the live match page's embeddable variant, `/live/{shareId}?embed=1`, for a club's
 * website (issue 14): it is public and read-only, so a frame can trick no one into acting.
 */
export function isEmbeddablePage(path: string, query: URLSearchParams): boolean {
  const [, section, shareId, ...rest] = path.split('/');
  return (
    section === 'live' &&
    shareId !== undefined &&
    isShareIdShaped(shareId) &&
    (rest.length === 0 || (rest.length === 1 && rest[0] === '')) &&
    query.get('embed') === '1'
  );
}
