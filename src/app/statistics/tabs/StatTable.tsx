import { useId, useState } from 'react';
import { Link } from 'wouter';
import { compareText, useT } from '../../i18n';
import { ExportCsvButton } from '../export/ExportCsvButton';
import type { StatCell, StatTableModel } from '../tables/statTable';

type Props = { table: StatTableModel; title?: string };

type Sort = { column: number; isDescending: boolean } | null;

function compareCells(a: StatCell | undefined, b: StatCell | undefined): number {
  const x = a?.sortValue ?? a?.text ?? '';
  const y = b?.sortValue ?? b?.text ?? '';
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return compareText(String(x), String(y));
}

function CellContent({ value }: { value: StatCell }) {
  if (!value.href) return <>{value.text}</>;
  return (
    <Link
      href={value.href}
      aria-label={value.label}
      title={value.label}
      className="inline-flex min-h-touch min-w-touch items-center justify-end font-semibold text-pool-900 underline decoration-primary decoration-2"
    >
      {value.text}
    </Link>
  );
}

/**
 * A statistics table with its heading and CSV export. Columns marked sortable sort on a header button
 * (Enter or Space); the first column names each row.
 */
export function StatTable({ table, title = table.caption }: Props) {
  const t = useT('statistics');
  const [sort, setSort] = useState<Sort>(null);
  const rows = sort
    ? [...table.rows].sort(
        (a, b) => compareCells(a.cells[sort.column], b.cells[sort.column]) * (sort.isDescending ? -1 : 1),
      )
    : table.rows;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 break-inside-avoid">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold text-pool-900">
          {title}
        </h3>
        <ExportCsvButton table={table} />
      </div>
      <div className="overflow-x-auto rounded-md border border-slate-400 bg-white">
        <table className="w-full border-collapse text-left text-base tabular-nums">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-pool-800 text-white">
            <tr>
              {table.columns.map((column, index) => {
                const isSorted = sort?.column === index;
                const ariaSort = isSorted ? (sort.isDescending ? 'descending' : 'ascending') : undefined;
                const align = column.isNumeric ? 'text-right' : 'text-left';
                return (
                  <th
                    key={column.header}
                    scope="col"
                    aria-sort={ariaSort}
                    className={`px-3 py-2 font-semibold whitespace-nowrap ${align}`}
                  >
                    {column.isSortable ? (
                      <button
                        type="button"
                        className="inline-flex min-h-touch items-center gap-1 font-semibold underline-offset-4 hover:underline"
                        onClick={() =>
                          setSort({
                            column: index,
                            isDescending: isSorted ? !sort.isDescending : column.isNumeric === true,
                          })
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">{isSorted ? (sort.isDescending ? '▼' : '▲') : '↕'}</span>
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
                <td colSpan={table.columns.length} className="px-3 py-4 text-slate-800">
                  {t('table.nothingRecorded')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.key}
                  className={`border-t border-slate-300 even:bg-pool-50 ${row.isEmphasised ? 'border-t-2 border-t-pool-700 font-bold' : ''}`}
                >
                  {row.cells.map((value, index) =>
                    index === 0 ? (
                      <th
                        key={index}
                        scope="row"
                        className={`py-1.5 pr-3 text-left whitespace-nowrap text-pool-900 ${row.isIndented ? 'pl-8 font-normal' : 'pl-3 font-semibold'}`}
                      >
                        <CellContent value={value} />
                      </th>
                    ) : (
                      <td key={index} className={`px-3 py-1.5 ${table.columns[index]?.isNumeric ? 'text-right' : ''}`}>
                        <CellContent value={value} />
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
