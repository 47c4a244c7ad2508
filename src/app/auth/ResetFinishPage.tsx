import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'wouter';
import { finishPasswordReset } from '../../data/account';
import {
  RESET_FAILED,
  RESET_KEY_MISSING,
  RESET_SUCCESSFUL,
  ResetFinishFormSchema,
  type ResetFinishForm,
} from '../../domain/forms';
import { useT } from '../i18n';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/FormCard';
import { FormError } from '../ui/FormError';
import { showSnackbar } from '../ui/snackbarStore';
import { NewPasswordFields } from './NewPasswordFields';
import { usePasswordMismatch } from './usePasswordMismatch';

export function ResetFinishPage() {
  const t = useT('auth');
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const { register, handleSubmit, formState, watch } = useForm<ResetFinishForm>({
    resolver: valibotResolver(ResetFinishFormSchema),
    mode: 'all',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const mismatch = usePasswordMismatch(watch(), Boolean(formState.touchedFields.confirmPassword));
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async (values) => {
    if (!key || !mismatch.guard(values)) return;
    try {
      await finishPasswordReset(key, values.newPassword);
      showSnackbar(t(`outcome.${RESET_SUCCESSFUL}`), 'success');
      navigate('/login');
    } catch {
      showSnackbar(t(`outcome.${RESET_FAILED}`), 'error');
    }
  });

  return (
    <FormCard title={t('resetFinish.title')} onSubmit={submit}>
      <FormError message={key ? null : t(`validation.${RESET_KEY_MISSING}`)} />
      <NewPasswordFields register={register} errors={errors} isMismatch={mismatch.isMismatch} />
      <Button type="submit" disabled={!key || isSubmitting}>
        {t('resetFinish.submit')}
      </Button>
    </FormCard>
  );
}
