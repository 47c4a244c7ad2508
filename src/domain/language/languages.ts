/** The product's languages: English (the words of docs/product.md) and Hungarian. */
export const LANGUAGES = ['en', 'hu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The product language of a language tag ('hu-HU', 'HU', 'en_GB'…), or null when it is neither. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

export type LanguageSources = {
  /** The signed-in account's langKey; undefined when nobody is signed in. */
  account?: string | null;
  /** The language chosen on this device on the public pages. */
  device?: string | null;
  /** The browser's preferred languages, most wanted first. */
  browser: readonly string[];
};

/**
 * The language to show: the account's when signed in, else the one chosen on this device, else the first
 * of the browser's languages the product speaks, else English.
 */
export function chooseLanguage({ account, device, browser }: LanguageSources): Language {
  const candidates = [account, device, ...browser];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
