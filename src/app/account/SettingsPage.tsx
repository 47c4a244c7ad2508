import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { saveAccount } from '../../data/account';
import { loadAccount, session, setSession } from '../../data/auth';
import { SETTINGS_FAILED, SETTINGS_SAVED, SettingsFormSchema, type SettingsForm } from '../../domain/forms';
import { toLanguage } from '../../domain/language';
import { useFormMessage } from '../auth/useFormMessage';
import { useSession } from '../auth/useSession';
import { activateLanguage, currentLanguage, useT } from '../i18n';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/FormCard';
import { FormField } from '../ui/FormField';
import { showSnackbar } from '../ui/snackbarStore';
import { LanguageField } from './LanguageField';

export function SettingsPage() {
  const t = useT('auth');
  const formMessage = useFormMessage();
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
      langKey: toLanguage(account?.langKey) ?? currentLanguage(),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isValid, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async ({ firstName, lastName, email, langKey }) => {
    if (!account) return;
    try {
      await saveAccount({ firstName, lastName, email, login: account.login, userExtra: account.userExtra, langKey });
    } catch {
      showSnackbar(t(`outcome.${SETTINGS_FAILED}`), 'error');
      return;
    }
    // The chosen language at once, and the saved account says so until it is loaded again.
    if (session.account) setSession({ account: { ...session.account, langKey } });
    await activateLanguage(langKey).catch(() => undefined);
    showSnackbar(t(`outcome.${SETTINGS_SAVED}`), 'success');
    await loadAccount().catch(() => undefined);
    navigate('/');
  });

  return (
    <FormCard title={t('settings.title')} onSubmit={submit}>
      <FormField
        label={t('settings.firstName')}
        autoComplete="given-name"
        error={formMessage(errors.firstName?.message)}
        {...register('firstName')}
      />
      <FormField
        label={t('settings.lastName')}
        autoComplete="family-name"
        error={formMessage(errors.lastName?.message)}
        {...register('lastName')}
      />
      <FormField
        label={t('settings.email')}
        type="email"
        autoComplete="email"
        error={formMessage(errors.email?.message)}
        {...register('email')}
      />
      <FormField
        label={t('settings.login')}
        readOnly
        hint={t('settings.loginHint')}
        error={formMessage(errors.login?.message)}
        {...register('login')}
      />
      <LanguageField {...register('langKey')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {t('form.save')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/account')}>
          {t('form.cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
