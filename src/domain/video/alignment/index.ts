/** Aligning a match video with the log: anchors, and each event's video time from them (docs/design.md §8). */
export * from './alignmentSchema';
export * from './alignEvents';
export { alignVideoTimes } from './alignVideoTimes';
export * from './findWhistles';
export * from './proposeAlignment';
