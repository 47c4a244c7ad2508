import { Link } from 'wouter';
import type { Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import type { ColumnConfig } from './entityConfig';

type Props = {
  caption: string;
  columns: readonly ColumnConfig[];
  rows: readonly Entity[];
  sort: string;
  onSort: (sort: string) => void;
  hrefOf: (row: Entity) => string;
  isLoading: boolean;
};

/** A list page's table: headers sort (asc, then desc), the link column opens the row. */
export function EntityTable({ caption, columns, rows, sort, onSort, hrefOf, isLoading }: Props) {
  const t = useT('manage');
  const [sortKey, direction = 'asc'] = sort.split(',');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 bg-white" aria-busy={isLoading}>
      <table className={`w-full border-collapse text-left transition-opacity ${isLoading ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-pool-800 text-white">
          <tr>
            {columns.map((column) => {
              const isSorted = column.sortKey !== undefined && column.sortKey === sortKey;
              const next = isSorted && direction === 'asc' ? 'desc' : 'asc';
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${column.className ?? ''}`}
                >
                  {column.sortKey ? (
                    <button
                      type="button"
                      className="inline-flex min-h-touch items-center gap-1 underline-offset-4 hover:underline"
                      onClick={() => onSort(`${column.sortKey},${next}`)}
                    >
                      {column.header}
                      <span aria-hidden="true">{isSorted ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-slate-700">
                {isLoading ? t('table.loading') : t('table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={String(row.id ?? index)} className="border-t border-slate-200 even:bg-pool-50">
                {columns.map((column) => (
                  <td key={column.header} className={`px-3 py-2 ${column.className ?? ''}`}>
                    {column.isLink ? (
                      <Link href={hrefOf(row)} className="font-semibold text-primary underline underline-offset-2">
                        {column.cell(row) || t('entity.unnamed')}
                      </Link>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
