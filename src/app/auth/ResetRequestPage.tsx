import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { requestPasswordReset } from '../../data/account';
import { RESET_REQUEST_FAILED, RESET_STARTED, ResetRequestFormSchema, type ResetRequestForm } from '../../domain/forms';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/FormCard';
import { FormField } from '../ui/FormField';
import { showSnackbar } from '../ui/snackbarStore';

export function ResetRequestPage() {
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
      showSnackbar(RESET_STARTED, 'success');
      reset({ email: '' });
    } catch {
      showSnackbar(RESET_REQUEST_FAILED, 'error');
    }
  });

  return (
    <FormCard title="Reset your password" onSubmit={submit}>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          Reset password
        </Button>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          Cancel
        </Button>
      </div>
    </FormCard>
  );
}
