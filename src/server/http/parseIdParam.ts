import { httpProblem } from './problem';

/** A path id: a positive safe integer, else a 400 (a typed id never reaches SQL as text). */
export function parseIdParam(raw: string): number {
  const id = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw httpProblem(400, `Invalid id '${raw.slice(0, 40)}'`);
  return id;
}
