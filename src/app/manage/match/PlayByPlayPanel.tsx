import { useState } from 'react';
import { deleteMatchTips, fetchMatchTips, problemOf, type Entity } from '../../../data/manage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';
import { PlayByPlayImport } from './PlayByPlayImport';

const SOURCE_TEXT = {
  import: 'imported here',
  external: 'from the external data API (the first external id is the schedule id)',
  none: 'none yet',
} as const;

/** The event tips scorers step through on the capture screen, from an imported play-by-play or the external API. */
export function PlayByPlayPanel({ entity: match }: { entity: Entity }) {
  const [isImporting, setIsImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tips = useAsync(`tips-${match.id}`, () => fetchMatchTips(match.id!));
  const remove = async () => {
    try {
      await deleteMatchTips(match.id!);
      showSnackbar('Imported play-by-play removed', 'success');
      tips.reload();
    } catch (caught) {
      setError(problemOf(caught).message);
    }
  };
  return (
    <DetailSection
      title="Play-by-play (event tips)"
      actions={
        <>
          {tips.data?.source === 'import' ? (
            <Button variant="secondary" onClick={() => void remove()}>
              Remove imported tips
            </Button>
          ) : null}
          <Button variant={isImporting ? 'secondary' : 'primary'} onClick={() => setIsImporting(!isImporting)}>
            {isImporting ? 'Close' : 'Import play-by-play'}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-slate-800">
        {tips.data ? `${tips.data.tips.length} tips, ${SOURCE_TEXT[tips.data.source]}.` : tips.error ? '' : 'Loading…'}
      </p>
      <FormError message={error ?? tips.error?.message ?? null} />
      {isImporting ? (
        <PlayByPlayImport
          match={match}
          onSaved={() => {
            setIsImporting(false);
            tips.reload();
          }}
        />
      ) : null}
    </DetailSection>
  );
}
