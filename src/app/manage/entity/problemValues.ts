import type { MessageValues } from '../../i18n';

/** The values of a coded problem as message values: lists as '2, 5', everything else as written. */
export function problemValues(values: Record<string, unknown>): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}
