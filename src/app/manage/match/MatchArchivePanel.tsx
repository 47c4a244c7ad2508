import { useState } from 'react';
import { problemOf, type Entity } from '../../../data/manage';
import { fetchMatchArchive } from '../../../data/manage/matchArchive';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { Button } from '../../ui/Button';
import { downloadBlob } from '../../ui/downloadBlob';
import { FormError } from '../../ui/FormError';
import { DetailSection } from '../entity/DetailSection';

/**
 * "Export match": the whole match (teams, roster, both scorers' events and possessions, tips, video entries) as one
 * file another installation's "Import match" takes. The server writes it, so it needs a connection.
 */
export function MatchArchivePanel({ entity: match }: { entity: Entity }) {
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
      title="Match archive"
      actions={
        <Button onClick={() => void exportMatch()} disabled={!isOnline || isBusy} aria-busy={isBusy}>
          {isBusy ? 'Exporting…' : 'Export match'}
        </Button>
      }
    >
      <p className="text-slate-800">
        One file with the whole match (teams, roster, every event and possession of both scorers, tips and video
        entries, not the video files) for another organisation or installation to import.
      </p>
      {isOnline ? null : (
        <p role="status" className="mt-2 font-semibold text-pool-900">
          Exporting a match needs a connection.
        </p>
      )}
      <FormError message={error} />
    </DetailSection>
  );
}
