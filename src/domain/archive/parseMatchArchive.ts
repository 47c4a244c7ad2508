import * as v from 'valibot';
import type { ArchiveProblem } from './archiveProblem';
import { findBrokenLink } from './findBrokenLink';
import { MATCH_ARCHIVE_FORMAT, MatchArchiveSchema, type MatchArchive } from './matchArchiveSchema';

export type ParsedArchive = { archive: MatchArchive; problem?: never } | { archive?: never; problem: ArchiveProblem };

/** `events[12].possessionUuid`: where a valibot issue lies, as one would write it in the document. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce(
    (path, item) =>
      typeof item.key === 'number' ? `${path}[${item.key}]` : path ? `${path}.${String(item.key)}` : String(item.key),
    '',
  );
}

function formatOf(input: unknown): string | null {
  const format = (input as { format?: unknown } | null)?.format;
  return typeof format === 'string' ? format.slice(0, 60) : null;
}

/**
 * Reads a parsed JSON document as a match archive, checked whole before anything is stored: its format, every
 * field, then every link between its rows. Answers the archive, or the first problem found.
 */
export function parseMatchArchive(input: unknown): ParsedArchive {
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  if (!isObject || formatOf(input) !== MATCH_ARCHIVE_FORMAT) {
    return { problem: { code: 'notAnArchive', format: isObject ? formatOf(input) : null } };
  }
  const result = v.safeParse(MatchArchiveSchema, input);
  if (!result.success) {
    const [issue] = result.issues;
    return { problem: { code: 'invalidValue', path: pathOf(issue) || '(document)', message: issue.message } };
  }
  const problem = findBrokenLink(result.output);
  return problem ? { problem } : { archive: result.output };
}
