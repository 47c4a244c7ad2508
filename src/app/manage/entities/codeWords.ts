import type { Entity } from '../../../data/manage';
import { entityText, type EntitiesKey } from './entityText';

/** An option's label from its word: English words are the API's codes, readable in options ('BALL_LOST' → 'Ball lost', 'PENALTYFOUL' stays). */
const readable = (word: string) =>
  word.includes('_') ? word.charAt(0) + word.slice(1).toLowerCase().replace(/_/g, ' ') : word;

/**
 * One enum of the API with its words: in tables and details the word (English keeps the code itself,
 * 'BALL_LOST'), in selects a readable label. A value outside the enum shows as it came.
 */
export function codeWords<V extends string>(values: readonly V[], keyOf: (value: V) => EntitiesKey) {
  const wordOf = (value: unknown): string =>
    values.includes(value as V)
      ? entityText(keyOf(value as V))
      : value === null || value === undefined || value === ''
        ? '—'
        : String(value);
  return {
    wordOf,
    cell: (key: string) => (row: Entity) => wordOf(row[key]),
    options: values.map((value) => ({
      value,
      get label() {
        return readable(wordOf(value));
      },
    })),
  };
}
