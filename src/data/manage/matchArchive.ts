import { archiveFileName, type MatchArchive } from '../../domain/archive';
import { api } from '../api/api';
import { problemOf } from './problemOf';

/** The archive's own name from Content-Disposition (`filename*` first, it keeps accents). */
function fileNameOf(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? null;
}

/** GET /api/matches/{id}/archive: the match as one JSON document, and the file name the server gives it. */
export async function fetchMatchArchive(matchId: number): Promise<{ fileName: string; text: string }> {
  const response = await api.raw<string, 'text'>(`/matches/${matchId}/archive`, { responseType: 'text' });
  const text = response._data ?? '';
  const fallback = () => {
    const archive = JSON.parse(text) as MatchArchive;
    const [team1, team2] = archive.teams;
    return archiveFileName({ ...archive.match, team1: team1.name, team2: team2.name }, archive.exportedAt);
  };
  return { fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallback(), text };
}

export type ArchiveImport =
  | { kind: 'created'; matchId: number }
  | { kind: 'importedBefore'; matchId: number }
  | { kind: 'refused'; message: string };

/**
 * POST /api/matches/import with an archive file's text as it is (the server checks it whole): the new match, the
 * match it became when imported before (409), or the server's reason.
 */
export async function importMatchArchive(text: string): Promise<ArchiveImport> {
  try {
    const created = await api<{ id: number }>('/matches/import', {
      method: 'POST',
      body: text,
      headers: { 'Content-Type': 'application/json' },
    });
    return { kind: 'created', matchId: created.id };
  } catch (error) {
    const existing = (error as { status?: number; data?: { matchId?: unknown } }).data?.matchId;
    if ((error as { status?: number }).status === 409 && typeof existing === 'number') {
      return { kind: 'importedBefore', matchId: existing };
    }
    return { kind: 'refused', message: problemOf(error).message };
  }
}
