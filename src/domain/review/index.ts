export {
  findDifferences,
  pairLogs,
  REVIEW_TIME_TOLERANCE_S,
  type Difference,
  type DifferenceKind,
} from './findDifferences';
export {
  resolutionsOf,
  resolutionWrites,
  type Resolution,
  type ReviewLog,
  type ReviewScope,
  type ReviewWrite,
} from './resolveDifference';
export { pairedRows, type PairedRow } from './pairedRows';
