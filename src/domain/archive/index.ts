export * from './matchArchiveSchema';
export type { ArchiveProblem } from './archiveProblem';
export { findBrokenLink } from './findBrokenLink';
export { parseMatchArchive, type ParsedArchive } from './parseMatchArchive';
export { archiveFileName } from './archiveFileName';
