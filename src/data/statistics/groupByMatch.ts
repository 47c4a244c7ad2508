/** Rows grouped by their match id, in the order given. */
export function groupByMatch<T extends { match: { id: number } }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.match.id);
    if (list) list.push(row);
    else groups.set(row.match.id, [row]);
  }
  return groups;
}
