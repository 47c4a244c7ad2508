export { findDifferences, REVIEW_TIME_TOLERANCE_S, type Difference, type DifferenceKind } from './findDifferences';
