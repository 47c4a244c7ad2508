import type { Language } from '../../domain/language';
import { currentLanguage } from './catalogues';

/** The Intl locale of each language: British English as docs/product.md writes it, Hungarian as Hungary does. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', hu: 'hu-HU' };

const collators = new Map<Language, Intl.Collator>();

/** Orders names as the language does (in Hungarian Á after A, Ő after O), numbers inside by value. */
export function compareText(a: string, b: string, language: Language = currentLanguage()): number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALES[language], { numeric: true });
    collators.set(language, collator);
  }
  return collator.compare(a, b);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions, language = currentLanguage()): string {
  return value.toLocaleString(INTL_LOCALES[language], options);
}

/** A share (0.25) as a percentage: '25%' in English, '25%' in Hungarian too, with the language's decimal mark. */
export function formatPercent(share: number, fractionDigits = 0, language = currentLanguage()): string {
  return formatNumber(
    share,
    { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    language,
  );
}

/** A calendar date ('1 Mar 2025', '2025. márc. 1.'); '' for nothing. */
export function formatDate(value: string | number | Date | null | undefined, language = currentLanguage()): string {
  if (value == null || value === '') return '';
  return new Date(value).toLocaleDateString(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A date and time ('1 Mar 2025, 18:00', '2025. márc. 1. 18:00'); '' for nothing. */
export function formatDateTime(value: string | number | Date | null | undefined, language = currentLanguage()): string {
  if (value == null || value === '') return '';
  return new Date(value).toLocaleString(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' });
}

/** A clock time ('18:05'). */
export function formatTime(value: string | number | Date, language = currentLanguage()): string {
  return new Date(value).toLocaleTimeString(INTL_LOCALES[language], { hour: '2-digit', minute: '2-digit' });
}
