import { useState, type InputHTMLAttributes } from 'react';
import { INPUT_CLASSES } from './inputClasses';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (caps: number[] | null) => void;
};

const textOf = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** A list of caps typed as "1, 4, 7": the text stays as typed, the form gets the numbers. */
export function CapsInput({ value, onChange, ...input }: Props) {
  const [draft, setDraft] = useState(() => textOf(value));
  return (
    <input
      {...input}
      inputMode="numeric"
      className={INPUT_CLASSES}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        const parts = event.target.value.split(/[\s,;]+/).filter(Boolean);
        onChange(parts.length ? parts.map(Number) : null);
      }}
    />
  );
}
