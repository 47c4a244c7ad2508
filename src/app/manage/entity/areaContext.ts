import { createContext, useContext } from 'react';
import type { Entity } from '../../../data/manage';
import type { EntityConfig } from './entityConfig';

export type Area = { base: string; configs: readonly EntityConfig[] };

export const AreaContext = createContext<Area>({ base: '/manage', configs: [] });

export function useArea(): Area {
  return useContext(AreaContext);
}

/** The key of a row in URLs: its id unless the config says otherwise. */
export function keyOf(config: EntityConfig, row: Entity): string {
  return String(config.keyOf ? config.keyOf(row) : row.id);
}

/** `/manage/team`, `/manage/team/12`, `/manage/team/12/edit`. */
export function entityPath(base: string, config: EntityConfig, ...rest: (string | number)[]): string {
  return [base, config.route, ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

/** The config for a URL segment (its route or one of its aliases). */
export function configFor(configs: readonly EntityConfig[], segment: string): EntityConfig | undefined {
  return configs.find((config) => config.route === segment || config.aliases?.includes(segment));
}
