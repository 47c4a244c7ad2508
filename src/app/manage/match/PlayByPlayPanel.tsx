import { useState } from 'react';
import { deleteMatchTips, fetchMatchTips, problemOf, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';
import { PlayByPlayImport } from './PlayByPlayImport';

const SOURCE_KEYS = {
  import: 'tips.sourceImport',
  external: 'tips.sourceExternal',
  none: 'tips.sourceNone',
} as const;

/** The event tips scorers step through on the capture screen, from an imported play-by-play or the external API. */
export function PlayByPlayPanel({ entity: match }: { entity: Entity }) {
  const t = useT('manage');
  const [isImporting, setIsImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tips = useAsync(`tips-${match.id}`, () => fetchMatchTips(match.id!));
  const remove = async () => {
    try {
      await deleteMatchTips(match.id!);
      showSnackbar(t('tips.removed'), 'success');
      tips.reload();
    } catch (caught) {
      setError(problemOf(caught).message);
    }
  };
  return (
    <DetailSection
      title={t('tips.title')}
      actions={
        <>
          {tips.data?.source === 'import' ? (
            <Button variant="secondary" onClick={() => void remove()}>
              {t('tips.removeImported')}
            </Button>
          ) : null}
          <Button variant={isImporting ? 'secondary' : 'primary'} onClick={() => setIsImporting(!isImporting)}>
            {isImporting ? t('close') : t('tips.import')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-slate-800">
        {tips.data
          ? t('tips.summary', { count: tips.data.tips.length, source: t(SOURCE_KEYS[tips.data.source]) })
          : tips.error
            ? ''
            : t('loading')}
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
