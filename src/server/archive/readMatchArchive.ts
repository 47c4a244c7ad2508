import type { Context } from 'hono';
import { parseMatchArchive, type MatchArchive } from '../../domain/archive';
import { httpProblem } from '../http/problem';
import { parseJsonText } from '../http/readJsonBody';
import { describeArchiveProblem } from './describeArchiveProblem';

/**
 * The request body as a checked match archive; anything else is a 400 naming the first problem. The body's size
 * is bounded before this runs (ARCHIVE_MAX_BYTES, while it streams).
 */
export async function readMatchArchive(c: Context): Promise<MatchArchive> {
  const text = await c.req.text();
  if (text.trim() === '') throw httpProblem(400, 'Request body is missing: send a Poolside match archive');
  // A 16 MB archive of nothing but brackets is refused before JSON.parse would spend seconds on it.
  const parsed = parseMatchArchive(parseJsonText(text, 'Not a Poolside match archive (the file is not JSON)'));
  if (parsed.problem) throw httpProblem(400, describeArchiveProblem(parsed.problem));
  return parsed.archive;
}
