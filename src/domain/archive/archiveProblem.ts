/**
 * Why an archive cannot be imported, as a code and the place in the document (`events[12].possessionUuid`);
 * the server and the app put it into words.
 */
export type ArchiveProblem =
  /** The document is not a match archive of this version (`format` holds what it said, null when nothing). */
  | { code: 'notAnArchive'; format: string | null }
  | { code: 'invalidValue'; path: string; message: string }
  /** A link names nothing in the archive: `target` is what it should name. */
  | { code: 'unknownReference'; path: string; target: 'possession' | 'event' | 'team' }
  /** A uuid, a team or a cap given twice where it must be once. */
  | { code: 'duplicate'; path: string };
