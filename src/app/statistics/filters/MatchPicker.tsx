import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ListedMatch } from '../../../data/statistics';
import { useT, type Translate } from '../../i18n';
import { matchLabel } from './matchLabel';

type Props = {
  matches: readonly ListedMatch[];
  all: readonly ListedMatch[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
};

function summary(all: readonly ListedMatch[], selected: readonly number[], t: Translate<'statistics'>): string {
  if (selected.length === 0) return t('picker.choose');
  const match = selected.length === 1 ? all.find((candidate) => candidate.id === selected[0]) : undefined;
  return match ? matchLabel(match) : t('picker.count', { count: selected.length });
}

/** Several matches at once: a listbox of checkable options (arrow keys, Space, Escape). */
export function MatchPicker({ matches, all, selected, onChange }: Props) {
  const t = useT('statistics');
  const ids = matches.map((match) => match.id);
  const isAllSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  return (
    <Field className="flex min-w-0 flex-col gap-1">
      <div className="flex items-end justify-between gap-2">
        <Label className="text-sm font-semibold text-pool-900">{t('picker.label')}</Label>
        {matches.length > 1 ? (
          <button
            type="button"
            className="-my-3 min-h-touch text-sm font-semibold text-primary underline"
            onClick={() => onChange(isAllSelected ? ids.slice(0, 1) : ids)}
          >
            {isAllSelected ? t('picker.onlyLatest') : t('picker.all', { count: matches.length })}
          </button>
        ) : null}
      </div>
      <Listbox value={[...selected]} onChange={(next: number[]) => onChange(next)} multiple>
        <ListboxButton className="flex min-h-touch w-full items-center justify-between gap-2 rounded-md border-2 border-slate-600 bg-white px-2 text-left text-base text-slate-900">
          <span className="truncate">{summary(all, selected, t)}</span>
          <span aria-hidden="true">▾</span>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-50 max-h-96 w-(--button-width) min-w-72 overflow-auto rounded-md border border-slate-500 bg-white py-1 shadow-lg"
        >
          {matches.map((match) => (
            <ListboxOption
              key={match.id}
              value={match.id}
              className="group flex min-h-touch cursor-pointer items-center gap-3 px-3 py-1 data-focus:bg-pool-100"
            >
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-pool-700 text-sm font-bold text-white group-data-selected:bg-pool-700"
              >
                ✓
              </span>
              <span>{matchLabel(match)}</span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
