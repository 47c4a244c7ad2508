/**
 * An answer that arrived after its user signed out or another signed in. It is dropped: written into the
 * device's cache it would put the previous user's data back under the next one.
 */
export class SessionChangedError extends Error {
  constructor() {
    super('The session changed while the request was on its way');
    this.name = 'SessionChangedError';
  }
}
