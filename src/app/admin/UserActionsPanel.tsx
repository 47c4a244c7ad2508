import { useState } from 'react';
import { requestPasswordReset } from '../../data/account';
import { problemOf, saveEntity, type Entity } from '../../data/manage';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { useT } from '../i18n';
import { showSnackbar } from '../ui/snackbarStore';
import { DetailSection } from '../manage/entity/DetailSection';

/** What an admin does for a user beyond editing: let them in or out, and mail them a password link. */
export function UserActionsPanel({ entity: user, reload }: { entity: Entity; reload: () => void }) {
  const t = useT('admin');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, success: string) => {
    setError(null);
    setIsBusy(true);
    try {
      await work();
      showSnackbar(success, 'success');
      reload();
    } catch (caught) {
      setError(problemOf(caught).message);
    } finally {
      setIsBusy(false);
    }
  };
  const isActive = user.activated === true;
  const login = String(user.login);
  return (
    <DetailSection title={t('access.title')}>
      <p className="mb-3 text-slate-800">
        {t(isActive ? 'access.maySignIn' : 'access.cannotSignIn', { login })}{' '}
        {user.email ? t('access.resetLinkTo', { email: String(user.email) }) : t('access.noEmail')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={isActive ? 'danger' : 'primary'}
          disabled={isBusy}
          onClick={() =>
            void run(
              () => saveEntity('/admin/users', { ...user, activated: !isActive }, login),
              t(isActive ? 'access.deactivated' : 'access.activated', { login }),
            )
          }
        >
          {t(isActive ? 'access.deactivate' : 'access.activate')}
        </Button>
        <Button
          variant="secondary"
          disabled={isBusy || !user.email || !isActive}
          onClick={() =>
            void run(
              () => requestPasswordReset(String(user.email)),
              t('access.resetLinkSent', { email: String(user.email) }),
            )
          }
        >
          {t('access.sendResetLink')}
        </Button>
      </div>
      <FormError message={error} />
    </DetailSection>
  );
}
