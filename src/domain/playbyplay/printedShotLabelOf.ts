import type { MatchEvent } from '../model';
import { shotFromDetail, type ShotLabel } from './shotFromDetail';

/** "<situation> - <outcome>" as Omega prints it, or a Microplus goal code: what the importer keeps in `notes`. */
const PRINTED_LABEL = /^(?:[a-z0-9 ]+ - (?:goal|saved|missed|post|blocked)\b|(?:EG|PG|G)\s*\()/i;

/**
 * The situation an official log printed on an imported shot, read back from its `notes`; null for a shot
 * without one (captured, a note of the analyst's own, or a log that printed no situation).
 */
export function printedShotLabelOf(shot: Pick<MatchEvent, 'notes' | 'quarter'>): ShotLabel | null {
  const notes = shot.notes?.trim() ?? '';
  if (!PRINTED_LABEL.test(notes)) return null;
  const label = shotFromDetail(notes, shot.quarter);
  return label.situation === null && label.extraPlayer === undefined ? null : label;
}
