/** Loading and caching of one match's data (docs/product.md §7), so capture and the event list work offline. */
export { refreshMatches } from './refreshMatches';
export { searchMatches } from './searchMatches';
export { refreshMatch } from './refreshMatch';
export { refreshMatchData } from './refreshMatchData';
export { refreshMatchLog } from './refreshMatchLog';
export { refreshMatchPlayers } from './refreshMatchPlayers';
export { refreshMatchVideos } from './refreshMatchVideos';
export { refreshMatchExternalIds } from './refreshMatchExternalIds';
export { cacheMatches } from './cacheMatches';
export { endMatchLocally } from './endMatchLocally';
export { readOngoingMatches, type OngoingMatch } from './readOngoingMatches';
export { readMatch } from './readMatch';
export { readMatchLog, type MatchLog } from './readMatchLog';
export { readRoster } from './readRoster';
export { readMatchVideos } from './readMatchVideos';
export { readEventByRouteId } from './readEventByRouteId';
export { readPossessionByRouteId } from './readPossessionByRouteId';
export { sortByRecording } from './sortByRecording';
