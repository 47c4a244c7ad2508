import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { enumLabel } from '../capture/captureWords';
import { useT } from '../i18n';
import type { DetailField } from './detailFields';

type Props = { field: DetailField; error: string | undefined; registration: UseFormRegisterReturn };

/** A select, checkbox or text area of a detail form, labelled and tied to its error. */
export function DetailFieldInput({ field, error, registration }: Props) {
  const t = useT('events');
  const label = t(`field.${field.name}`);
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  if (field.kind === 'checkbox') {
    return (
      <label htmlFor={id} className="flex min-h-touch items-center gap-3 self-end font-semibold text-pool-900">
        <input id={id} type="checkbox" className="size-6 accent-primary" {...registration} />
        {label}
      </label>
    );
  }
  return (
    <div className={`flex flex-col gap-1 ${field.kind === 'textarea' ? 'sm:col-span-2 lg:col-span-3' : ''}`}>
      <label htmlFor={id} className="font-semibold text-pool-900">
        {label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea
          id={id}
          rows={3}
          className="rounded-md border-2 border-slate-500 p-2"
          {...described}
          {...registration}
        />
      ) : (
        <select
          id={id}
          className="min-h-touch rounded-md border-2 border-slate-500 bg-white px-3"
          {...described}
          {...registration}
        >
          <option value="">–</option>
          {field.options?.map((option) => (
            <option key={option} value={String(option)}>
              {typeof option === 'string' ? enumLabel(option) : option}
            </option>
          ))}
        </select>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
