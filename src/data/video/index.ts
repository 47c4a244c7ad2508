/** The video screen's data (docs/design.md §8): matches with video, their events cached for offline, local files. */
export { refreshVideoMatches } from './refreshVideoMatches';
export { readVideoMatches, type VideoMatch } from './readVideoMatches';
export { loadClipSources } from './loadClipSources';
export { readClipSources, type ClipSources } from './readClipSources';
export { fetchUploadedVideoUrl } from './fetchUploadedVideoUrl';
export { findEventByRef } from './findEventByRef';
export { localVideoKey, type LocalVideoRow } from './localVideoTable';
export { saveLocalVideo, type LocalVideoSource } from './saveLocalVideo';
export { removeLocalVideo } from './removeLocalVideo';
export { readLocalVideos } from './readLocalVideos';
export { openLocalVideo, type LocalVideoOpening } from './openLocalVideo';
export { readCachedMatches } from './readCachedMatches';
export type { MatchSummary } from './matchSummaryOf';
export { readVideoAlignments, refreshVideoAlignments, saveVideoAlignment, videoAlignmentKey } from './videoAlignments';
export * from './readVideoSound';
