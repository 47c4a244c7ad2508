import { useState } from 'react';
import { requestPasswordReset } from '../../data/account';
import { problemOf, saveEntity, type Entity } from '../../data/manage';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { showSnackbar } from '../ui/snackbarStore';
import { DetailSection } from '../manage/entity/DetailSection';

/** What an admin does for a user beyond editing: let them in or out, and mail them a password link. */
export function UserActionsPanel({ entity: user, reload }: { entity: Entity; reload: () => void }) {
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
    <DetailSection title="Access">
      <p className="mb-3 text-slate-800">
        {isActive ? `${login} may sign in.` : `${login} is deactivated and cannot sign in.`}{' '}
        {user.email
          ? `A reset link goes to ${String(user.email)} (see the mail outbox when no SMTP server is set).`
          : 'Without an e-mail address no reset link can be sent.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={isActive ? 'danger' : 'primary'}
          disabled={isBusy}
          onClick={() =>
            void run(
              () => saveEntity('/admin/users', { ...user, activated: !isActive }, login),
              `${login} ${isActive ? 'deactivated' : 'activated'}`,
            )
          }
        >
          {isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          variant="secondary"
          disabled={isBusy || !user.email || !isActive}
          onClick={() =>
            void run(() => requestPasswordReset(String(user.email)), `Reset link sent to ${String(user.email)}`)
          }
        >
          Send reset link
        </Button>
      </div>
      <FormError message={error} />
    </DetailSection>
  );
}
