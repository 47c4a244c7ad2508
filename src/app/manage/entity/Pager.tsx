import { useId } from 'react';
import { formatNumber, useT } from '../../i18n';
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

/** Server-side paging: first, previous, next, last, a page number to jump to and the page size. */
export function Pager({ page, size, total, onPage, onSize }: Props) {
  const t = useT('manage');
  const sizeId = useId();
  const pageId = useId();
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-slate-800">
        {total === 0
          ? t('pager.noRows')
          : t('pager.rows', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" aria-label={t('pager.first')} disabled={page === 0} onClick={() => onPage(0)}>
          «
        </Button>
        <Button
          variant="secondary"
          aria-label={t('pager.previous')}
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </Button>
        <label htmlFor={pageId} className="flex items-center gap-2 whitespace-nowrap">
          {t('pager.page')}
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
          {t('pager.of', { count: formatNumber(lastPage + 1) })}
        </label>
        <Button
          variant="secondary"
          aria-label={t('pager.next')}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          ›
        </Button>
        <Button
          variant="secondary"
          aria-label={t('pager.last')}
          disabled={page >= lastPage}
          onClick={() => onPage(lastPage)}
        >
          »
        </Button>
        <label htmlFor={sizeId} className="ml-2 flex items-center gap-2 whitespace-nowrap">
          {t('pager.perPage')}
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
