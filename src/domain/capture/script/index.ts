/** The match script notation (src/server/seed/matches/README.md): parse, replay through the engine, link both logs. */
export { parseMatchScript } from './parseMatchScript';
export { replayMatchScript, type ReplayOptions, type ReplayResult, type ScriptCheck } from './replayMatchScript';
export { startCaptureSession, type CaptureSession, type CaptureSessionOptions } from './startCaptureSession';
export { applyWrites } from './applyWrites';
export { describeEvent } from './describeEvent';
export { linkOpponentLogs, type LineRecord } from './linkOpponentLogs';
export { countingUuid } from './countingUuid';
export { scoreOf } from './scoreOf';
export type {
  CaptureStore,
  MatchLogs,
  MatchScript,
  ScriptAction,
  ScriptExpectation,
  ScriptLine,
  ScriptOutcome,
  ScriptTeam,
} from './types';
