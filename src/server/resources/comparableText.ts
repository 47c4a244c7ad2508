/**
 * Text as a name is compared for uniqueness: trimmed, inner spaces single, case ignored, a missing value as
 * an empty one. Accents count ("Szolnok" and "Szolnók" are two names), one accent spelt two ways does not.
 */
export function comparableText(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() : '';
}
