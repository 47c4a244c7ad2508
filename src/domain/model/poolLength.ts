import { POOL_HALF_LENGTH_CM } from './constants';

/**
 * Centimetres from the attacked goal line to the halfway line of a pool `poolLength` metres long. The pool pictures
 * keep 0–1250 cm whatever the pool (docs/design.md §6): the pools differ only in where this line falls.
 */
export function halfwayLineCm(poolLength: number): number {
  return (poolLength * 100) / 2;
}

/**
 * Whether the far edge of the pool pictures is the halfway line: in a 25 m pool it is, in a 30 m pool the line is
 * 2.5 m beyond. A pool length not known (matches of several pools) claims no halfway line.
 */
export function isHalfwayLineAtPictureEdge(poolLength: number | undefined): boolean {
  return poolLength !== undefined && halfwayLineCm(poolLength) === POOL_HALF_LENGTH_CM;
}

/**
 * The pool length the matches shown together share, undefined when they differ or one is not known (null): one
 * picture of several pools must not claim where the halfway line is.
 */
export function sharedPoolLength(poolLengths: readonly (number | null)[]): number | undefined {
  const [first] = poolLengths;
  if (first == null) return undefined;
  return poolLengths.every((poolLength) => poolLength === first) ? first : undefined;
}
