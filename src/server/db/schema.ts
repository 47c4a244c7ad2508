/**
 * The database schema (PostgreSQL dialect, PGlite or a server). Property names are the JSON field names of
 * the REST contract, so the generic resource router maps fields to columns without a table of aliases.
 * Every tenant table carries `organizationId` (indexed); it is set from the caller, never from a body.
 */
export * from './schema/accounts';
export * from './schema/reference';
export * from './schema/capture';
export * from './schema/mailOutbox';
export * from './schema/matchTips';
export * from './schema/authThrottle';
export * from './schema/liveShare';
export * from './schema/signOff';
export * from './schema/matchVideoAlignment';
export * from './schema/playlistShare';
