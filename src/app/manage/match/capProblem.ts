import { problemOf } from '../../../data/manage';
import { translate } from '../../i18n';

/** The sentence for a refused cap: a 409 means the cap is taken in this team (caps are unique per team per match). */
export function capProblem(error: unknown, cap: number): string {
  const problem = problemOf(error);
  return problem.status === 409 ? translate('manage', 'roster.capTaken', { cap }) : problem.message;
}
