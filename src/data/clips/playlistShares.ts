import type { PlaylistShare, PlaylistShareBody } from '../../domain/video';
import { api } from '../api/api';

const PATH = '/api/playlist-shares';

/** Shares a playlist by link (online only): the server answers the link a player opens without an account. */
export function createPlaylistShare(body: PlaylistShareBody): Promise<PlaylistShare> {
  return api<PlaylistShare>(PATH, { method: 'POST', body });
}

/** The organisation's shared playlists, newest first. */
export function listPlaylistShares(): Promise<PlaylistShare[]> {
  return api<PlaylistShare[]>(PATH);
}

/** Revokes a shared playlist: its link stops working at once. */
export async function revokePlaylistShare(shareId: string): Promise<void> {
  await api(`${PATH}/${encodeURIComponent(shareId)}`, { method: 'DELETE' });
}
