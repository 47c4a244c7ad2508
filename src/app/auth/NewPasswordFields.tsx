import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORDS_DO_NOT_MATCH } from '../../domain/forms';
import { FormError } from '../ui/FormError';
import { useT } from '../i18n';
import { FormField } from '../ui/FormField';
import { useFormMessage } from './useFormMessage';

type Values = { newPassword: string; confirmPassword: string };

type Props<T extends Values> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<Values>;
  isMismatch: boolean;
};

/** New password and its confirmation, with the length messages and the mismatch message of docs/product.md §5. */
export function NewPasswordFields<T extends Values>({ register, errors, isMismatch }: Props<T>) {
  const t = useT('auth');
  const formMessage = useFormMessage();
  const reg = register as unknown as UseFormRegister<Values>;
  return (
    <>
      <FormField
        label={t('newPassword.password')}
        type="password"
        autoComplete="new-password"
        error={formMessage(errors.newPassword?.message)}
        {...reg('newPassword')}
      />
      <FormField
        label={t('newPassword.confirmation')}
        type="password"
        autoComplete="new-password"
        error={formMessage(errors.confirmPassword?.message)}
        {...reg('confirmPassword')}
      />
      <FormError message={isMismatch ? t(`validation.${PASSWORDS_DO_NOT_MATCH}`) : null} />
    </>
  );
}
