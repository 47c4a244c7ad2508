/** The capture colours (docs/product.md §4): primary on offense, danger on defense. */
export type SideTone = 'primary' | 'danger';

export function sideTone(isOffense: boolean): SideTone {
  return isOffense ? 'primary' : 'danger';
}

/** Classes of a pressed choice in the tone. */
export function pressedClasses(tone: SideTone): string {
  return tone === 'primary' ? 'border-primary bg-primary text-white' : 'border-danger bg-danger text-white';
}
