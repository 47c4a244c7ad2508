export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=…` of RFC 9110 against a file of `size` bytes: `a-b`, `a-` or the suffix `-n`.
 * null = no usable range (absent, malformed, several ranges): send the whole file with 200.
 * 'unsatisfiable' = the range lies beyond the file: 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
