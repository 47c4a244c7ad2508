/** A league still used by teams and matches, as the server refuses its deletion. */
export const INUSE = 'League "OB I" is used by 4 teams and 12 matches; remove or move them first.';

/** ofetch's error as problemOf receives it: the status and the parsed problem+json. */
export const failure = (status: number, data?: Record<string, unknown>) => ({ status, data });

/** The problems of both languages' tables, by name. */
export const PROBLEMS = {
  inUse: failure(409, { message: 'error.inuse', title: INUSE, detail: INUSE, params: 'league' }),
  nameExists: failure(400, { message: 'error.nameexists', title: 'A team "FTC" already exists', params: 'team' }),
  emailExists: failure(400, {
    message: 'error.emailexists',
    title: 'Email is already in use!',
    detail: 'Email is already in use!',
  }),
  validation: failure(400, {
    message: 'error.validation',
    title: 'Method argument not valid',
    detail: 'Validation failed',
  }),
  notFound: failure(404, { message: 'error.http.404', title: 'Not Found', detail: 'User not found' }),
  refusedWithReason: failure(400, {
    message: 'error.http.400',
    title: 'Bad Request',
    detail: 'Line 3: no such quarter',
  }),
  matchSigned: failure(409, {
    message: 'error.matchsigned',
    title: 'Conflict',
    detail: 'Match 12 is signed off: its events and possessions are locked until an admin reopens it',
    params: 'match',
  }),
  unreachable: failure(0),
  bareStatus: failure(418),
};
