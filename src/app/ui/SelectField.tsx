import { useId } from 'react';

export type SelectOption = { value: string | number; label: string };

type Props = {
  label: string;
  value: string | number | null;
  allLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** A labelled native select (the tablet's own picker); the "all" choice has the value ''. */
export function SelectField({ label, value, allLabel, options, onChange, disabled = false }: Props) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-pool-900">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-touch w-full rounded-md border-2 border-slate-600 bg-white px-2 text-base text-slate-900 disabled:opacity-60"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
