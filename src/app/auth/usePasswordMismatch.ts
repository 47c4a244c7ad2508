import { useState } from 'react';
import { passwordsMatch } from '../../domain/forms';

type Values = { newPassword: string; confirmPassword: string };

/**
 * The mismatch rule (docs/product.md §5): shown once the confirmation has been left (blurred) or a submit was tried
 * while the two differ; `guard` returns false on a mismatch so nothing is sent.
 */
export function usePasswordMismatch(values: Values, isConfirmationTouched: boolean) {
  const [isSubmitAttempted, setIsSubmitAttempted] = useState(false);
  const differs = !passwordsMatch(values);
  const isFilled = values.newPassword.length > 0 && values.confirmPassword.length > 0;
  return {
    isMismatch: differs && ((isFilled && isConfirmationTouched) || isSubmitAttempted),
    guard(submitted: Values): boolean {
      setIsSubmitAttempted(true);
      return passwordsMatch(submitted);
    },
  };
}
