import type { ColumnConfig, DetailItem, EntityConfig, FieldConfig, FilterConfig } from '../entity/entityConfig';
import type { EntitiesKey } from './entityText';
import { withTexts } from './withTexts';

/** Omit on each member of a union, so a field's kind still decides its other properties. */
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/*
 * The parts of an entity config with catalogue keys in place of texts: the generic screens read plain
 * strings, and each read gives the current language's text.
 */

export const defineEntity = (
  names: { title: EntitiesKey; singular: EntitiesKey },
  config: Omit<EntityConfig, 'title' | 'singular'>,
): EntityConfig => withTexts(config, names);

export const column = (header: EntitiesKey, rest: Omit<ColumnConfig, 'header'>): ColumnConfig =>
  withTexts(rest, { header });

export const filter = (label: EntitiesKey, rest: Without<FilterConfig, 'label'>): FilterConfig =>
  withTexts(rest, { label }) as FilterConfig;

export const detail = (label: EntitiesKey, value: DetailItem['value']): DetailItem => withTexts({ value }, { label });

export const field = (
  label: EntitiesKey,
  {
    hint,
    emptyLabel,
    ...rest
  }: Without<FieldConfig, 'label' | 'hint' | 'emptyLabel'> & {
    hint?: EntitiesKey;
    emptyLabel?: EntitiesKey;
  },
): FieldConfig => withTexts(rest, { label, hint, emptyLabel }) as FieldConfig;
