import type { ReactNode } from 'react';
import { useT } from '../i18n';

export type TableColumn<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  emptyText?: string;
};

/** A plain, readable data table; the caption names it for screen readers. */
export function Table<T>({ caption, columns, rows, rowKey, emptyText }: Props<T>) {
  const t = useT('common');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-pool-800 text-white">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-3 py-2 font-semibold ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-slate-700">
                {emptyText ?? t('nothingToShow')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-200 even:bg-pool-50">
                {columns.map((column) => (
                  <td key={column.header} className={`px-3 py-2 ${column.className ?? ''}`}>
                    {column.cell(row)}
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
