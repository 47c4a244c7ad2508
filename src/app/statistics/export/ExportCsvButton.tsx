import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { csvFileName } from './csvFileName';
import { downloadCsv } from '../../ui/downloadCsv';
import { statTableCsv, type StatTableModel } from '../tables/statTable';
import { useExportContext } from './exportContext';

/** Downloads one table as CSV, named after the table and the matches shown. */
export function ExportCsvButton({ table }: { table: StatTableModel }) {
  const t = useT('statistics');
  const { matchNames, date } = useExportContext();
  return (
    <Button
      variant="secondary"
      className="print:hidden"
      aria-label={t('table.exportCsvOf', { caption: table.caption })}
      onClick={() => downloadCsv(csvFileName(table.name, matchNames, date), statTableCsv(table))}
    >
      {t('table.exportCsv')}
    </Button>
  );
}
