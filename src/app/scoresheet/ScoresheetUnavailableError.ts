/** The match's events are neither on this device nor reachable. */
export class ScoresheetUnavailableError extends Error {
  constructor() {
    super('scoresheet data unavailable');
  }
}
