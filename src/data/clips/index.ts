/** Playlists shared by link (issue: clips for a player): kept by managers, played by anyone holding the link. */
export * from './playlistShares';
export * from './fetchSharedPlaylist';
