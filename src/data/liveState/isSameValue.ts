/** Deep equality of plain stored data (rows as IndexedDB returns them); an absent key equals `undefined`. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Map || b instanceof Map) return isSameMap(a, b);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!isSameValue(left[key], right[key])) return false;
  return true;
}

function isSameMap(a: object, b: object): boolean {
  if (!(a instanceof Map) || !(b instanceof Map) || a.size !== b.size) return false;
  for (const [key, value] of a) if (!b.has(key) || !isSameValue(value, b.get(key))) return false;
  return true;
}
