export { isShootoutShot } from './isShootoutShot';
export { matchScore, type Goals, type MatchScore } from './matchScore';
