import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { changePassword } from '../../data/account';
import {
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_SUCCEEDED,
  ChangePasswordFormSchema,
  type ChangePasswordForm,
} from '../../domain/forms';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useFormMessage } from '../auth/useFormMessage';
import { usePasswordMismatch } from '../auth/usePasswordMismatch';
import { useT } from '../i18n';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/FormCard';
import { FormField } from '../ui/FormField';
import { showSnackbar } from '../ui/snackbarStore';

export function PasswordPage() {
  const t = useT('auth');
  const formMessage = useFormMessage();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState, watch } = useForm<ChangePasswordForm>({
    resolver: valibotResolver(ChangePasswordFormSchema),
    mode: 'all',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid, isSubmitting, isDirty } = formState;
  const mismatch = usePasswordMismatch(watch(), Boolean(formState.touchedFields.confirmPassword));
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async (values) => {
    if (!mismatch.guard(values)) return;
    try {
      await changePassword(values.currentPassword, values.newPassword);
    } catch {
      showSnackbar(t(`outcome.${CHANGE_PASSWORD_FAILED}`), 'error');
      return;
    }
    showSnackbar(t(`outcome.${CHANGE_PASSWORD_SUCCEEDED}`), 'success');
    navigate('/');
  });

  return (
    <FormCard title={t('password.title')} onSubmit={submit}>
      <FormField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={formMessage(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <NewPasswordFields register={register} errors={errors} isMismatch={mismatch.isMismatch} />
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
