import * as v from 'valibot';
import { DEFAULT_QUARTER_LENGTH, LAST_QUARTER, TEAM_SIDES } from '../../domain/model';
import {
  clockProblemsOf,
  eventTipsFromPlayByPlay,
  parsePlayByPlayCsv,
  PlayByPlayCsvError,
  type ClockProblem,
  type EventTip,
} from '../../domain/playbyplay';
import { TipsFileError } from './TipsFileError';

const TipSchema = v.object({
  quarter: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAST_QUARTER)),
  time: v.pipe(v.number(), v.integer(), v.minValue(0)),
  side: v.picklist(TEAM_SIDES),
  code: v.pipe(v.string(), v.regex(/^[A-Z?]{1,4}$/)),
  cap: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
});

export type ImportedPlayByPlay =
  | { format: 'json'; tips: EventTip[] }
  | {
      format: 'csv';
      teamCodes: string[];
      /** Each clock outside its quarter in a league of that quarter length, by line. */
      clockProblems: (quarterLength?: number) => ClockProblem[];
      toTips: (codes: { team1: string; team2: string }, quarterLength?: number) => EventTip[];
    };

/**
 * A play-by-play file as the manage screen previews it: a JSON list of tips `{quarter, time, side, code,
 * cap?}`, or the official CSV, whose printed team codes the data manager assigns to team1 and team2.
 * Throws a TipsFileError saying why when the file is neither.
 */
export function tipsFromImportFile(text: string): ImportedPlayByPlay {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let body: unknown;
    try {
      body = JSON.parse(trimmed);
    } catch {
      throw new TipsFileError({ code: 'notJson' }, 'The file is not valid JSON.');
    }
    const list = Array.isArray(body) ? body : (body as { tips?: unknown }).tips;
    const result = v.safeParse(v.array(TipSchema), list);
    if (!result.success) {
      const issue = result.issues[0];
      const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      throw new TipsFileError({ code: 'badTip', where, detail: issue.message }, `Tip ${where}: ${issue.message}`);
    }
    return { format: 'json', tips: result.output.map(({ cap, ...tip }) => (cap == null ? tip : { ...tip, cap })) };
  }
  const rows = readPlayByPlayCsv(trimmed);
  const teamCodes = [...new Set(rows.map((row) => row.team.trim().toUpperCase()).filter(Boolean))];
  return {
    format: 'csv',
    teamCodes,
    clockProblems: (quarterLength = DEFAULT_QUARTER_LENGTH) => clockProblemsOf(rows, quarterLength),
    toTips: (codes, quarterLength) =>
      eventTipsFromPlayByPlay(
        rows,
        { team1: { id: 1, code: codes.team1 }, team2: { id: 2, code: codes.team2 } },
        quarterLength,
      ),
  };
}

function readPlayByPlayCsv(text: string) {
  try {
    return parsePlayByPlayCsv(text);
  } catch (error) {
    throw error instanceof PlayByPlayCsvError ? new TipsFileError(error.problem, error.message) : error;
  }
}
