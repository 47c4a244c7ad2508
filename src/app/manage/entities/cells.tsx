import type { Entity } from '../../../data/manage';
import { formatDateTime } from '../../i18n';
import { entityText } from './entityText';
import { withTexts } from './withTexts';

/** The name of a nested reference (`team1: {id, name}`), or a dash. */
export const refName = (key: string) => (row: Entity) => {
  const ref = row[key] as { name?: unknown; login?: unknown } | null | undefined;
  return ref ? String(ref.name ?? ref.login ?? '') : '—';
};

export const text = (key: string) => (row: Entity) =>
  row[key] === null || row[key] === undefined || row[key] === '' ? '—' : String(row[key]);

export const yesNo = (key: string) => (row: Entity) =>
  row[key] === true ? entityText('cell.yes') : row[key] === false ? entityText('cell.no') : '—';

export const dateTime = (key: string) => (row: Entity) => {
  const value = row[key];
  if (typeof value !== 'string') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
};

/** Offense or defense, the possession's or event's side of play. */
export const mode = (row: Entity) => entityText(row.offense ? 'mode.offense' : 'mode.defense');

const quarterLabel = (n: number) =>
  n === 5 ? entityText('quarter.shootout') : entityText('quarter.short', { quarter: n });

export const quarter = (key: string) => (row: Entity) =>
  typeof row[key] === 'number' ? entityText('quarter.short', { quarter: row[key] }) : entityText('quarter.whole');

export const caps = (key: string) => (row: Entity) =>
  Array.isArray(row[key]) ? (row[key] as number[]).join(', ') : '—';

const QUARTERS = [1, 2, 3, 4, 5];

const quarterOption = <V,>(value: V, n: number) => ({
  value,
  get label() {
    return quarterLabel(n);
  },
});

/** Quarters as form options (numbers) and as filter options (the URL's strings). */
export const QUARTER_OPTIONS = QUARTERS.map((n) => quarterOption(n, n));
export const QUARTER_FILTER_OPTIONS = QUARTERS.map((n) => quarterOption(String(n), n));

/** Yes and No as a select filter's options (the URL's strings). */
export const YES_NO_OPTIONS = [
  withTexts({ value: 'true' }, { label: 'cell.yes' }),
  withTexts({ value: 'false' }, { label: 'cell.no' }),
];
