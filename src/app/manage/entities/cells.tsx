import type { Entity } from '../../../data/manage';

/** The name of a nested reference (`team1: {id, name}`), or a dash. */
export const refName = (key: string) => (row: Entity) => {
  const ref = row[key] as { name?: unknown; login?: unknown } | null | undefined;
  return ref ? String(ref.name ?? ref.login ?? '') : '—';
};

export const text = (key: string) => (row: Entity) =>
  row[key] === null || row[key] === undefined || row[key] === '' ? '—' : String(row[key]);

export const yesNo = (key: string) => (row: Entity) => (row[key] === true ? 'Yes' : row[key] === false ? 'No' : '—');

export const dateTime = (key: string) => (row: Entity) => {
  const value = row[key];
  if (typeof value !== 'string') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

export const quarter = (key: string) => (row: Entity) =>
  typeof row[key] === 'number' ? `Q${row[key]}` : 'Whole match';

export const caps = (key: string) => (row: Entity) =>
  Array.isArray(row[key]) ? (row[key] as number[]).join(', ') : '—';

/** Enum values as select options, their labels readable ("PENALTYFOUL" stays, "BALL_LOST" → "Ball lost"). */
export const enumOptions = (values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: value.includes('_') ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ') : value,
  }));

/** Quarters as form options (numbers) and as filter options (the URL's strings). */
export const QUARTER_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: n === 5 ? 'Q5 (shootout)' : `Q${n}` }));
export const QUARTER_FILTER_OPTIONS = QUARTER_OPTIONS.map((option) => ({ ...option, value: String(option.value) }));
