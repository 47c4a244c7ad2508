import { i18n, translate, type MessageKey } from '../i18n';

/**
 * An enum code as a scorer reads it: 'BAD_PASS' → 'Bad pass', 'MISSFOR' → 'Missfor' in English, the
 * catalogue's word in Hungarian. A code the catalogue does not know yet reads as its words.
 */
export function enumLabel(code: string): string {
  const key = `enum.${code}` as MessageKey<'capture'>;
  if (i18n.messages[`capture:${key}`] !== undefined) return translate('capture', key);
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
