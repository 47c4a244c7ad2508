import type { CheckedPlayerRow } from '../../../data/manage';
import { Table } from '../../ui/Table';

/** The parsed CSV as it would be imported, each row with its problems or a tick. */
export function PlayerImportPreview({ rows }: { rows: readonly CheckedPlayerRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Table
      caption="Preview of the import"
      rows={rows}
      rowKey={(row) => row.line}
      columns={[
        { header: 'Line', cell: (row) => row.line },
        { header: 'First name', cell: (row) => row.firstName || '—' },
        { header: 'Last name', cell: (row) => row.lastName || '—' },
        { header: 'Cap', cell: (row) => row.cap ?? '—' },
        { header: 'GK', cell: (row) => (row.goalKeeper ? 'Yes' : '') },
        {
          header: 'Check',
          cell: (row) =>
            row.errors.length === 0 ? (
              <span className="font-semibold text-emerald-800">
                {row.existingPlayerId === null ? 'OK, new player' : 'OK, updates the existing player'}
              </span>
            ) : (
              <ul className="font-semibold text-danger">
                {row.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
