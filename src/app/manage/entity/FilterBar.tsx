import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import type { FilterConfig } from './entityConfig';
import { INPUT_CLASSES } from './inputClasses';
import { RefFilter } from './RefFilter';
import { useDebouncedValue } from './useDebouncedValue';

export const FILTER_DEBOUNCE_MS = 300;

type Props = {
  filters: readonly FilterConfig[];
  valueOf: (param: string) => string;
  onChange: (param: string, value: string | null) => void;
  onClear: () => void;
};

/** The search bar of a list: one input per configured criteria filter, applied as you type. */
export function FilterBar({ filters, valueOf, onChange, onClear }: Props) {
  const t = useT('manage');
  if (filters.length === 0) return null;
  const isFiltered = filters.some((filter) => valueOf(filter.param) !== '');
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="mb-4 grid gap-3 rounded-lg border border-pool-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {filters.map((filter) => (
        <FilterInput
          key={filter.param}
          filter={filter}
          value={valueOf(filter.param)}
          onChange={(value) => onChange(filter.param, value)}
        />
      ))}
      <div className="flex items-end">
        <Button variant="secondary" disabled={!isFiltered} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    </div>
  );
}

function FilterInput({
  filter,
  value,
  onChange,
}: {
  filter: FilterConfig;
  value: string;
  onChange: (value: string | null) => void;
}) {
  const t = useT('manage');
  const id = `filter-${filter.param}`;
  const label = (
    <label htmlFor={id} className="font-semibold text-pool-900">
      {filter.label}
    </label>
  );
  switch (filter.kind) {
    case 'text':
    case 'number':
      return <TypedFilter id={id} label={label} type={filter.kind} value={value} onChange={onChange} />;
    case 'select':
    case 'boolean': {
      const options =
        filter.kind === 'boolean'
          ? [
              { value: 'true', label: t('filters.yes') },
              { value: 'false', label: t('filters.no') },
            ]
          : filter.options;
      return (
        <div className="flex flex-col gap-1">
          {label}
          <select
            id={id}
            className={INPUT_CLASSES}
            value={value}
            onChange={(event) => onChange(event.target.value || null)}
          >
            <option value="">{t('filters.any')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    }
    case 'ref':
      return <RefFilter label={filter.label} source={filter.source} id={value} onChange={onChange} />;
  }
}

/** Text and number filters wait for a pause in typing before they query the server. */
function TypedFilter({
  id,
  label,
  type,
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  type: 'text' | 'number';
  value: string;
  onChange: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (settled !== value) onChange(settled.trim() || null);
    // Only a settled change of the draft is news; `value` following the URL is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className="flex flex-col gap-1">
      {label}
      <input
        id={id}
        type={type === 'number' ? 'number' : 'search'}
        className={INPUT_CLASSES}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
