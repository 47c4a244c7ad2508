import type { ApiProblem } from './entityTypes';

/**
 * A problem before it is put into words: its status (0: no answer), its stable code (the server's message key
 * such as 'error.nameexists', or the device's own: 'unreachable', 'uploadInterrupted', 'uploadCancelled',
 * 'uploadFailed'), the server's own sentence and the entity it concerns.
 */
export type ProblemFacts = Pick<ApiProblem, 'status'> & {
  code: string | null;
  detail: string | null;
  params: string | null;
};
export type ProblemWording = (facts: ProblemFacts) => string;

/**
 * Until the app installs its wording (in the user's language, from its catalogues): the server's sentence,
 * else the plain English the app's English catalogue also says.
 */
const englishWording: ProblemWording = ({ status, code, detail }) => {
  if (detail) return detail;
  if (code === 'unreachable') return 'The server cannot be reached. Check the connection and try again.';
  if (code === 'uploadInterrupted') return 'The upload was interrupted. Check the connection and try again.';
  if (code === 'uploadCancelled') return 'The upload was cancelled.';
  if (code === 'uploadFailed') return `The upload failed (${status}).`;
  return `The server answered ${status}.`;
};

let wording: ProblemWording = englishWording;

/** The app words problems in the user's language; set once at start-up. */
export function setProblemWording(next: ProblemWording): void {
  wording = next;
}

/** A problem as a problem: its facts, and its sentence in the installed wording. */
export function worded(facts: ProblemFacts, fieldErrors: ApiProblem['fieldErrors'] = []): ApiProblem {
  return { ...facts, message: wording(facts), fieldErrors };
}
