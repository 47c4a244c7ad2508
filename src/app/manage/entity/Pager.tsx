import { useId } from 'react';
import { Button } from '../../ui/Button';
import { INPUT_BASE } from './inputClasses';
import { PAGE_SIZES } from './useListParams';

type Props = {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

const formatCount = (n: number) => n.toLocaleString('en');

/** Server-side paging: first, previous, next, last, a page number to jump to and the page size. */
export function Pager({ page, size, total, onPage, onSize }: Props) {
  const sizeId = useId();
  const pageId = useId();
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-slate-800">
        {total === 0 ? 'No rows' : `Rows ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" aria-label="First page" disabled={page === 0} onClick={() => onPage(0)}>
          «
        </Button>
        <Button variant="secondary" aria-label="Previous page" disabled={page === 0} onClick={() => onPage(page - 1)}>
          ‹
        </Button>
        <label htmlFor={pageId} className="flex items-center gap-2 whitespace-nowrap">
          Page
          <input
            id={pageId}
            key={page}
            type="number"
            min={1}
            max={lastPage + 1}
            defaultValue={page + 1}
            className={`${INPUT_BASE} w-20`}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              const wanted = Number(event.currentTarget.value) - 1;
              if (Number.isInteger(wanted)) onPage(Math.min(lastPage, Math.max(0, wanted)));
            }}
          />
          of {formatCount(lastPage + 1)}
        </label>
        <Button variant="secondary" aria-label="Next page" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          ›
        </Button>
        <Button variant="secondary" aria-label="Last page" disabled={page >= lastPage} onClick={() => onPage(lastPage)}>
          »
        </Button>
        <label htmlFor={sizeId} className="ml-2 flex items-center gap-2 whitespace-nowrap">
          Per page
          <select
            id={sizeId}
            className={`${INPUT_BASE} w-24`}
            value={size}
            onChange={(event) => onSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
