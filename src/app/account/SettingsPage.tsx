import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { saveAccount } from '../../data/account';
import { loadAccount } from '../../data/auth';
import { SETTINGS_FAILED, SETTINGS_SAVED, SettingsFormSchema, type SettingsForm } from '../../domain/forms';
import { useSession } from '../auth/useSession';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/FormCard';
import { FormField } from '../ui/FormField';
import { showSnackbar } from '../ui/snackbarStore';

export function SettingsPage() {
  const { account } = useSession();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState } = useForm<SettingsForm>({
    resolver: valibotResolver(SettingsFormSchema),
    mode: 'all',
    values: {
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      email: account?.email ?? '',
      login: account?.login ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isValid, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async ({ firstName, lastName, email }) => {
    if (!account) return;
    try {
      await saveAccount({ firstName, lastName, email, login: account.login, userExtra: account.userExtra });
    } catch {
      showSnackbar(SETTINGS_FAILED, 'error');
      return;
    }
    showSnackbar(SETTINGS_SAVED, 'success');
    await loadAccount().catch(() => undefined);
    navigate('/');
  });

  return (
    <FormCard title="Settings" onSubmit={submit}>
      <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField label="Login" readOnly hint="The login cannot be changed." error={errors.login?.message} {...register('login')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!isValid || isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => navigate('/account')}>
          Cancel
        </Button>
      </div>
    </FormCard>
  );
}
