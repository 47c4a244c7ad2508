/**
 * A file name that says what the table is and of which matches: `poolside_box-score_usa-esp_2017-07-18.csv`;
 * more than three matches are named by their count.
 */
export function csvFileName(tableName: string, matchNames: readonly string[], date: string | null): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const matches = matchNames.length > 3 ? `${matchNames.length}-matches` : matchNames.map(slug).join('_');
  return ['poolside', slug(tableName), matches, date?.slice(0, 10)].filter(Boolean).join('_') + '.csv';
}
