import { useState } from 'react';
import { problemOf } from '../../data/manage';
import { readServerDifferences, reopenMatch, signOffMatch, type SignOff } from '../../data/signOff';
import { useSession } from '../auth/useSession';
import { formatDate, useT } from '../i18n';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormError } from '../ui/FormError';
import { showSnackbar } from '../ui/snackbarStore';

type Props = {
  matchId: number;
  isOnline: boolean;
  /** The differences this device finds: Sign off waits until there are none. */
  differenceCount: number;
  signOff: SignOff | null | undefined;
  onChanged: () => void;
};

/**
 * Sign-off (issue: match review): 'Signed by NAME on DATE' once signed, with Reopen for an admin; else Sign off for a
 * user or an admin once the two logs agree, after a confirmation. Online only: the server locks the match.
 */
export function SignOffPanel({ matchId, isOnline, differenceCount, signOff, onChanged }: Props) {
  const t = useT('review');
  const { canManage, isAdmin } = useSession();
  const [asking, setAsking] = useState<'signOff' | 'reopen' | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<string | null>) => {
    setAsking(null);
    setError(null);
    setIsBusy(true);
    try {
      const refusal = await action();
      if (refusal) setError(refusal);
      onChanged();
    } catch (caught) {
      setError(problemOf(caught).message);
    } finally {
      setIsBusy(false);
    }
  };
  const signOffNow = async () => {
    // The server, not only this device, must find the logs agreeing: resolutions may still be in the outbox.
    const remaining = (await readServerDifferences(matchId)).length;
    if (remaining > 0) return t('signOff.serverDiffers', { count: remaining });
    await signOffMatch(matchId);
    showSnackbar(t('signOff.done'), 'success');
    return null;
  };
  const reopenNow = async () => {
    await reopenMatch(matchId);
    showSnackbar(t('signOff.reopened'), 'success');
    return null;
  };
  const isSigned = Boolean(signOff?.signedAt);
  const note = !isOnline
    ? t('signOff.offline')
    : signOff === null
      ? t('signOff.unread')
      : isSigned
        ? t('signOff.locked')
        : !canManage
          ? t('signOff.needsRole')
          : differenceCount > 0
            ? t('signOff.needsAgreement')
            : null;
  return (
    <section
      aria-labelledby="review-sign-off"
      className={`flex flex-wrap items-center gap-3 rounded-lg border-2 p-4 ${
        isSigned ? 'border-green-700 bg-green-50' : 'border-pool-300 bg-white'
      }`}
    >
      <h2 id="review-sign-off" className="sr-only">
        {t('signOff.title')}
      </h2>
      <div className="mr-auto flex flex-col gap-1">
        <p className="text-lg font-bold text-pool-900" role="status">
          {isSigned
            ? t('signOff.signed', { name: signOff?.signedBy ?? '', date: formatDate(signOff?.signedAt) })
            : t('signOff.notSigned')}
        </p>
        {note ? <p className="text-pool-800">{note}</p> : null}
      </div>
      {isSigned ? (
        isAdmin ? (
          <Button variant="secondary" disabled={!isOnline || isBusy} onClick={() => setAsking('reopen')}>
            {t('signOff.reopen')}
          </Button>
        ) : null
      ) : canManage ? (
        <Button
          disabled={!isOnline || isBusy || signOff === undefined || signOff === null || differenceCount > 0}
          onClick={() => setAsking('signOff')}
        >
          {t('signOff.button')}
        </Button>
      ) : null}
      <div className="basis-full empty:hidden">
        <FormError message={error} />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'reopen' ? 'signOff.reopenTitle' : 'signOff.confirmTitle')}
        message={t(asking === 'reopen' ? 'signOff.reopenMessage' : 'signOff.confirmMessage')}
        confirmLabel={t(asking === 'reopen' ? 'signOff.reopen' : 'signOff.button')}
        cancelLabel={t('signOff.cancel')}
        confirmVariant="primary"
        onCancel={() => setAsking(null)}
        onConfirm={() => void run(asking === 'reopen' ? reopenNow : signOffNow)}
      />
    </section>
  );
}
