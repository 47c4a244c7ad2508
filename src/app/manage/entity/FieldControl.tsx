import { useId } from 'react';
import type { Entity } from '../../../data/manage';
import { CapsInput } from './CapsInput';
import type { FieldConfig } from './entityConfig';
import { INPUT_CLASSES } from './inputClasses';
import { fromLocalDateTime, toLocalDateTime } from './localDateTime';
import { RefPicker } from './RefPicker';

type Props = {
  field: FieldConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
};

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One form field of a configured entity form, by its kind; empty inputs are null, as the API wants them. */
export function FieldControl({ field, value, onChange, onBlur, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : field.hint ? `${id}-hint` : undefined,
    onBlur,
  };
  const label = (
    <label htmlFor={id} className="font-semibold text-pool-900">
      {field.label}
    </label>
  );
  let control;
  switch (field.kind) {
    case 'checkbox':
      return (
        <div className="flex flex-col gap-1">
          <label
            htmlFor={id}
            className="flex min-h-touch cursor-pointer items-center gap-3 font-semibold text-pool-900"
          >
            <input
              type="checkbox"
              className="size-6 accent-primary"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              {...aria}
            />
            {field.label}
          </label>
          <FieldError id={errorId} error={error} />
        </div>
      );
    case 'checkboxes': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold text-pool-900">{field.label}</legend>
          {field.options.map((option) => (
            <label key={option.value} className="flex min-h-touch cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-6 accent-primary"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
          <FieldError id={errorId} error={error} />
        </fieldset>
      );
    }
    case 'ref':
      return (
        <div className="flex flex-col gap-1">
          <RefPicker
            label={field.label}
            source={field.source}
            value={(value as Entity | null) ?? null}
            onChange={onChange}
          />
          <FieldError id={errorId} error={error} />
        </div>
      );
    case 'select':
      control = (
        <select
          className={INPUT_CLASSES}
          value={textOf(value)}
          onChange={(event) =>
            onChange(field.options.find((option) => String(option.value) === event.target.value)?.value ?? null)
          }
          {...aria}
        >
          <option value="">{field.emptyLabel ?? '—'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
    case 'decimal':
      control = (
        <input
          type="number"
          step={field.kind === 'number' ? 1 : 'any'}
          className={INPUT_CLASSES}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          {...aria}
        />
      );
      break;
    case 'datetime':
      control = (
        <input
          type="datetime-local"
          className={INPUT_CLASSES}
          value={toLocalDateTime(value)}
          onChange={(event) => onChange(fromLocalDateTime(event.target.value))}
          {...aria}
        />
      );
      break;
    case 'caps':
      control = <CapsInput value={value} onChange={onChange} {...aria} />;
      break;
    case 'textarea':
      control = (
        <textarea
          rows={4}
          className={`${INPUT_CLASSES} py-2`}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          {...aria}
        />
      );
      break;
    default:
      control = (
        <input
          type={field.kind}
          className={INPUT_CLASSES}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          {...aria}
        />
      );
  }
  return (
    <div className="flex flex-col gap-1">
      {label}
      {control}
      {field.hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {field.hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-semibold text-danger">
      {error}
    </p>
  ) : null;
}
