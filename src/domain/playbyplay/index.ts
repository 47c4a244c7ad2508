export * from './types';
export { parsePlayByPlayCsv } from './parsePlayByPlayCsv';
export { PlayByPlayCsvError, type PlayByPlayCsvProblem } from './PlayByPlayCsvError';
export { clockErrorsOf } from './clockErrorsOf';
export { clockProblemsOf, type ClockProblem } from './clockProblemsOf';
export { convertPlayByPlay } from './convertPlayByPlay';
export { eventTipsFromPlayByPlay, UNKNOWN_TIP_CODE } from './eventTipsFromPlayByPlay';
export { shotFromDetail } from './shotFromDetail';
