import type { event, possession } from '../db/schema';

export type EventRow = typeof event.$inferSelect;
export type PossessionRow = typeof possession.$inferSelect;

/** Linking never leaves one organisation's match. */
export type MatchScope = { organizationId: number; matchId: number };

/** The event types that open a possession: they pair through their possessions, never as evidence of them. */
export const POSSESSION_STARTS = ['OFFENSE_START', 'DEFENSE_START'] as const;

export const scopeOf = (row: MatchScope): MatchScope => ({ organizationId: row.organizationId, matchId: row.matchId });
