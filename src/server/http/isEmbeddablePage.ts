/**
 * The one place that says which pages other sites may frame; every other answer refuses to be framed
 * (clickjacking). None yet: the live match page (`/live/{id}?embed=1`) is meant to join here.
 */
export function isEmbeddablePage(_path: string, _query: URLSearchParams): boolean {
  return false;
}
