import type { Entity } from '../../../data/manage';
import type { RefSource } from '../entity/entityConfig';

const named: RefSource['labelOf'] = (row) => String(row.name ?? `#${row.id}`);

/** A player as data managers look them up: "Kovacs Gergely" (the nested ref already carries `name`). */
export const playerLabel = (row: Entity) =>
  typeof row.lastName === 'string'
    ? `${row.lastName} ${String(row.firstName ?? '')}`.trim()
    : String(row.name ?? `#${row.id}`);

/** Where each relationship's choices come from. */
export const REF_SOURCES = {
  league: { apiPath: '/leagues', searchParam: 'name.contains', sort: 'name,asc', labelOf: named },
  team: { apiPath: '/teams', searchParam: 'name.contains', sort: 'name,asc', labelOf: named },
  match: { apiPath: '/matches', searchParam: 'name.contains', sort: 'name,asc', labelOf: named },
  player: { apiPath: '/players', searchParam: 'lastName.contains', sort: 'lastName,asc', labelOf: playerLabel },
  organization: { apiPath: '/organizations', searchParam: 'name.contains', sort: 'name,asc', labelOf: named },
  user: {
    apiPath: '/admin/users',
    searchParam: 'login.contains',
    sort: 'login,asc',
    labelOf: (row) => String(row.login ?? row.name ?? `#${row.id}`),
  },
} satisfies Record<string, RefSource>;
