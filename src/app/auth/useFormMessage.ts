// From its own file: the login form uses this, and the forms index would bring the model's limits along.
import { readFormMessage } from '../../domain/forms/messages';
import { useT } from '../i18n';

/** Words a form's validation code ('firstName.tooShort:1') in the current language; undefined for none. */
export function useFormMessage(): (message: string | null | undefined) => string | undefined {
  const t = useT('auth');
  return (message) => {
    if (!message) return undefined;
    const { code, limit } = readFormMessage(message);
    return t(`validation.${code}`, { limit });
  };
}
