import { httpProblem } from './problem';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 2000;
const MAX_PAGE = 10_000_000;

export type Pageable = { page: number; size: number };

/**
 * Spring's `page` (0-based) and `size` (default 20, clamped to 2000). Stricter than Spring on garbage:
 * a non-integer or negative value is a 400 rather than a silent default.
 */
export function parsePageable(query: URLSearchParams): Pageable {
  const page = parseWhole(query.get('page'), 'page', 0, MAX_PAGE) ?? 0;
  const size = parseWhole(query.get('size'), 'size', 1, Number.MAX_SAFE_INTEGER) ?? DEFAULT_PAGE_SIZE;
  return { page, size: Math.min(size, MAX_PAGE_SIZE) };
}

function parseWhole(raw: string | null, name: string, min: number, max: number): number | undefined {
  if (raw === null || raw === '') return undefined;
  const value = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw httpProblem(400, `Parameter '${name}' must be an integer between ${min} and ${max}`);
  }
  return value;
}

/**
 * JHipster's Link header: next, prev (when they exist), last, first; the request URI with `page` and `size`
 * moved to the end, `,` and `;` encoded.
 */
export function linkHeader(path: string, query: URLSearchParams, pageable: Pageable, total: number): string {
  const totalPages = Math.ceil(total / pageable.size);
  const kept = [...query.entries()].filter(([key]) => key !== 'page' && key !== 'size');
  const uri = (page: number) => {
    const params = [...kept, ['page', String(page)], ['size', String(pageable.size)]];
    return `${path}?${params.map(([k, val]) => `${encodeURIComponent(k!)}=${encodeURIComponent(val!)}`).join('&')}`;
  };
  const links: string[] = [];
  if (pageable.page < totalPages - 1) links.push(`<${uri(pageable.page + 1)}>; rel="next"`);
  if (pageable.page > 0) links.push(`<${uri(pageable.page - 1)}>; rel="prev"`);
  links.push(`<${uri(totalPages - 1)}>; rel="last"`, `<${uri(0)}>; rel="first"`);
  return links.join(',');
}
