import type { DetailField } from './detailFields';

export type FormValues = Record<string, string | boolean>;

/** A stored row as form strings (and booleans for checkboxes). */
export function toFormValues(row: Record<string, unknown>, fields: readonly DetailField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = row[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'caps') values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else values[field.name] = value == null ? '' : String(value);
  }
  return values;
}

/** The form's values laid over the stored row: empty means null, numbers and cap lists are parsed. */
export function fromFormValues(
  row: Record<string, unknown>,
  values: FormValues,
  fields: readonly DetailField[],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') {
      result[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    const isNumeric = field.kind === 'number' || (field.kind === 'select' && typeof field.options?.[0] === 'number');
    if (text === '') result[field.name] = null;
    else if (field.kind === 'caps')
      result[field.name] = text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
    else result[field.name] = isNumeric ? Number(text) : text;
  }
  return result;
}
