import { useSearchParams } from 'wouter';

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * The list screen's state in the URL (shareable, kept by Back): `page`, `size`, `sort` and the criteria
 * filters `field.op=value`, exactly the query the API takes.
 */
export function useListParams(defaultSort: string) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page')) || 0);
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : PAGE_SIZES[0];
  const sort = params.get('sort') || defaultSort;
  const update = (changes: Record<string, string | null>, isNewQuery: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (isNewQuery) next.delete('page');
        return next;
      },
      { replace: isNewQuery },
    );
  const apiQuery = new URLSearchParams(params);
  apiQuery.set('page', String(page));
  apiQuery.set('size', String(size));
  apiQuery.set('sort', sort);
  return {
    params,
    page,
    size,
    sort,
    apiQuery,
    filterValue: (param: string) => params.get(param) ?? '',
    setFilter: (param: string, value: string | null) => update({ [param]: value }, true),
    setPage: (next: number) => update({ page: next === 0 ? null : String(next) }, false),
    setSize: (next: number) => update({ size: String(next) }, true),
    setSort: (next: string) => update({ sort: next }, true),
    clearFilters: (params: readonly string[]) => update(Object.fromEntries(params.map((param) => [param, null])), true),
  };
}
