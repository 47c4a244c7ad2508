import { problemOf } from '../../../data/manage';

/** The sentence for a refused cap: a 409 means the cap is taken in this team (caps are unique per team per match). */
export function capProblem(error: unknown, cap: number): string {
  const problem = problemOf(error);
  return problem.status === 409 ? `Cap ${cap} is already used in this team` : problem.message;
}
