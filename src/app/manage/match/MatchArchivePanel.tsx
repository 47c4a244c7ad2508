import { useState } from 'react';
import { problemOf, type Entity } from '../../../data/manage';
import { fetchMatchArchive } from '../../../data/manage/matchArchive';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { downloadBlob } from '../../ui/downloadBlob';
import { FormError } from '../../ui/FormError';
import { DetailSection } from '../entity/DetailSection';

/**
 * "Export match": the whole match (teams, roster, both scorers' events and possessions, tips, video entries) as one
 * file another installation's "Import match" takes. The server writes it, so it needs a connection.
 */
export function MatchArchivePanel({ entity: match }: { entity: Entity }) {
  const t = useT('manage');
  const isOnline = useOnlineStatus();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportMatch = async () => {
    setError(null);
    setIsBusy(true);
    try {
      const { fileName, text } = await fetchMatchArchive(Number(match.id));
      downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
    } catch (caught) {
      setError(problemOf(caught).message);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <DetailSection
      title={t('archive.title')}
      actions={
        <Button onClick={() => void exportMatch()} disabled={!isOnline || isBusy} aria-busy={isBusy}>
          {isBusy ? t('archive.exporting') : t('archive.export')}
        </Button>
      }
    >
      <p className="text-slate-800">{t('archive.about')}</p>
      {isOnline ? null : (
        <p role="status" className="mt-2 font-semibold text-pool-900">
          {t('archive.offline')}
        </p>
      )}
      <FormError message={error} />
    </DetailSection>
  );
}
