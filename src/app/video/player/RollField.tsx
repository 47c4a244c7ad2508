import { useEffect, useId, useState } from 'react';
import { MAX_ROLL_SECONDS, parseRollSeconds } from '../../../domain/video';

type Props = {
  label: string;
  value: number | null;
  /** Shown when empty: the default that applies. */
  placeholder: string;
  onChange: (seconds: number | null) => void;
};

/** Seconds of pre- or post-roll; empty means the default. The text is kept while it is being typed. */
export function RollField({ label, value, placeholder, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = (next: string) => {
    const seconds = parseRollSeconds(next);
    if (seconds !== null || next.trim() === '') onChange(seconds);
  };
  return (
    <div className="flex w-36 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-pool-900">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_ROLL_SECONDS}
        step={0.5}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        className="min-h-touch w-full rounded-md border-2 border-slate-600 bg-white px-2 text-base text-slate-900"
      />
    </div>
  );
}
