import { useState } from 'react';
import { listEntities, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Combobox } from '../../ui/Combobox';
import type { RefSource } from './entityConfig';
import { useAsync } from './useAsync';
import { useDebouncedValue } from './useDebouncedValue';

export const REF_SEARCH_DEBOUNCE_MS = 250;
const REF_PAGE_SIZE = 20;

type Props = {
  label: string;
  source: RefSource;
  value: Entity | null;
  onChange: (value: Entity | null) => void;
  placeholder?: string;
};

/** A reference picked from the server's list, searched as you type: never a typed id. */
export function RefPicker({ label, source, value, onChange, placeholder }: Props) {
  const t = useT('manage');
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, REF_SEARCH_DEBOUNCE_MS);
  const params = new URLSearchParams({ sort: source.sort, size: String(REF_PAGE_SIZE), ...source.where });
  if (settled.trim()) params.set(source.searchParam, settled.trim());
  const options = useAsync(`${source.apiPath}?${params}`, () => listEntities(source.apiPath, params));
  return (
    <Combobox<Entity>
      label={label}
      items={options.data?.items ?? []}
      value={value}
      onChange={(picked) => onChange(picked ? { id: picked.id, name: source.labelOf(picked) } : null)}
      onQueryChange={setQuery}
      displayValue={(item) => source.labelOf(item)}
      itemKey={(item) => item.id ?? 0}
      placeholder={placeholder ?? t('refPicker.placeholder')}
      emptyText={options.isLoading ? t('refPicker.searching') : t('refPicker.noResults')}
    />
  );
}
