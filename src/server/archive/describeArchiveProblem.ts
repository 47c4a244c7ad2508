import { MATCH_ARCHIVE_FORMAT, type ArchiveProblem } from '../../domain/archive';

/** The sentence a 400 answers for an archive that cannot be imported. */
export function describeArchiveProblem(problem: ArchiveProblem): string {
  switch (problem.code) {
    case 'notAnArchive':
      return problem.format === null
        ? `Not a Poolside match archive (format missing; expected ${MATCH_ARCHIVE_FORMAT})`
        : `Not a Poolside match archive (format ${problem.format}; expected ${MATCH_ARCHIVE_FORMAT})`;
    case 'invalidValue':
      return `${problem.path}: ${problem.message}`;
    case 'unknownReference':
      return problem.target === 'team'
        ? `${problem.path} names neither team of the match`
        : `${problem.path} names no ${problem.target} of the archive`;
    case 'duplicate':
      return `${problem.path} is given twice`;
  }
}
