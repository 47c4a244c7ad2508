import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORDS_DO_NOT_MATCH } from '../../domain/forms';
import { FormError } from '../ui/FormError';
import { FormField } from '../ui/FormField';

type Values = { newPassword: string; confirmPassword: string };

type Props<T extends Values> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<Values>;
  isMismatch: boolean;
};

/** New password and its confirmation, with the spec's length messages and the mismatch message. */
export function NewPasswordFields<T extends Values>({ register, errors, isMismatch }: Props<T>) {
  const reg = register as unknown as UseFormRegister<Values>;
  return (
    <>
      <FormField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...reg('newPassword')} />
      <FormField
        label="New password confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...reg('confirmPassword')}
      />
      <FormError message={isMismatch ? PASSWORDS_DO_NOT_MATCH : null} />
    </>
  );
}
