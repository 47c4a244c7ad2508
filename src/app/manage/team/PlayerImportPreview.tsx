import type { CheckedPlayerRow } from '../../../data/manage';
import { useT } from '../../i18n';
import { Table } from '../../ui/Table';
import { playerRowProblemText } from './playerRowProblemText';

/** A checked row with what the server refused on it (its words, as it sent them). */
export type PreviewRow = CheckedPlayerRow & { serverErrors: readonly string[] };

/** The parsed CSV as it would be imported, each row with its problems or a tick. */
export function PlayerImportPreview({ rows }: { rows: readonly PreviewRow[] }) {
  const t = useT('manage');
  if (rows.length === 0) return null;
  return (
    <Table
      caption={t('playerImport.previewCaption')}
      rows={rows}
      rowKey={(row) => row.line}
      columns={[
        { header: t('playerImport.line'), cell: (row) => row.line },
        { header: t('playerImport.firstName'), cell: (row) => row.firstName || '—' },
        { header: t('playerImport.lastName'), cell: (row) => row.lastName || '—' },
        { header: t('playerImport.cap'), cell: (row) => row.cap ?? '—' },
        { header: t('playerImport.goalkeeper'), cell: (row) => (row.goalKeeper ? t('playerImport.yes') : '') },
        {
          header: t('playerImport.check'),
          cell: (row) => {
            const errors = [...row.errors.map(playerRowProblemText), ...row.serverErrors];
            return errors.length === 0 ? (
              <span className="font-semibold text-emerald-800">
                {row.existingPlayerId === null ? t('playerImport.okNew') : t('playerImport.okUpdate')}
              </span>
            ) : (
              <ul className="font-semibold text-danger">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            );
          },
        },
      ]}
    />
  );
}
