import { readFormMessage } from '../../domain/forms';
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
