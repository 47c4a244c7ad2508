import { entityText, type EntitiesKey } from './entityText';

/**
 * A copy of `object` whose text properties read the entities catalogue each time they are read. The
 * configs are module constants: a text fixed when the module loaded would never follow a language switch.
 * (Spreading the result copies today's texts, so build on `object`, not on the result.)
 */
export function withTexts<T extends object, P extends string>(
  object: T,
  keys: Record<P, EntitiesKey | undefined>,
): T & Record<P, string> {
  const result = { ...object };
  for (const [property, key] of Object.entries<EntitiesKey | undefined>(keys)) {
    if (key) Object.defineProperty(result, property, { get: () => entityText(key), enumerable: true });
  }
  return result as T & Record<P, string>;
}
