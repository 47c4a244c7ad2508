/** An enum code as a scorer reads it: 'BAD_PASS' → 'Bad pass', 'MISSFOR' → 'Missfor'. */
export function enumLabel(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
