/**
 * What the device held when a pull began, so that local work made while the answer was on its way wins over
 * the server's older answer (docs/design.md §4): the uuids then in the outbox, and each guarded scope's rows then.
 */
export type PullGuard = {
  queued: ReadonlySet<string>;
  /** Per scope key: uuid → the row as it was, in JSON. */
  held: ReadonlyMap<string, ReadonlyMap<string, string>>;
};
