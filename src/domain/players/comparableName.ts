/** A name as people compare it: trimmed, inner spaces single, case and accents ignored (" Kovács " = "KOVACS"). */
export function comparableName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
