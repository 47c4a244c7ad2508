import { useT } from '../i18n';
import {
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Combobox as HeadlessCombobox,
  Label,
  Field,
} from '@headlessui/react';

type Props<T> = {
  label: string;
  items: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  onQueryChange: (query: string) => void;
  displayValue: (item: T) => string;
  itemKey: (item: T) => string | number;
  placeholder?: string;
  emptyText?: string;
};

/** Autocomplete: the value is always an item picked from the list, never the typed text. */
export function Combobox<T>({
  label,
  items,
  value,
  onChange,
  onQueryChange,
  displayValue,
  itemKey,
  placeholder,
  emptyText,
}: Props<T>) {
  const t = useT('common');
  return (
    <Field className="flex flex-col gap-1">
      <Label className="font-semibold text-pool-900">{label}</Label>
      <HeadlessCombobox value={value} onChange={onChange} onClose={() => onQueryChange('')}>
        <ComboboxInput
          className="min-h-touch rounded-md border-2 border-slate-500 bg-white px-3 text-base"
          displayValue={(item: T | null) => (item ? displayValue(item) : '')}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={placeholder}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-400 bg-white shadow-lg empty:invisible"
        >
          {items.length === 0 ? (
            <div className="px-3 py-2 text-slate-700">{emptyText ?? t('noResults')}</div>
          ) : (
            items.map((item) => (
              <ComboboxOption
                key={itemKey(item)}
                value={item}
                className="min-h-touch cursor-pointer px-3 py-2 data-focus:bg-pool-100"
              >
                {displayValue(item)}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </HeadlessCombobox>
    </Field>
  );
}
