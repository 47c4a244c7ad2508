import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { requestPasswordReset } from '../../data/account';
import { RESET_REQUEST_FAILED, RESET_STARTED, ResetRequestFormSchema, type ResetRequestForm } from '../../domain/forms';
import { useT } from '../i18n';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/FormCard';
import { FormField } from '../ui/FormField';
import { showSnackbar } from '../ui/snackbarStore';
import { useFormMessage } from './useFormMessage';

export function ResetRequestPage() {
  const t = useT('auth');
  const formMessage = useFormMessage();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState, reset } = useForm<ResetRequestForm>({
    resolver: valibotResolver(ResetRequestFormSchema),
    mode: 'all',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      showSnackbar(t(`outcome.${RESET_STARTED}`), 'success');
      reset({ email: '' });
    } catch {
      showSnackbar(t(`outcome.${RESET_REQUEST_FAILED}`), 'error');
    }
  });

  return (
    <FormCard title={t('resetRequest.title')} onSubmit={submit}>
      <p>{t('resetRequest.intro')}</p>
      <FormField
        label={t('resetRequest.email')}
        type="email"
        autoComplete="email"
        error={formMessage(errors.email?.message)}
        {...register('email')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {t('resetRequest.submit')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          {t('form.cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
