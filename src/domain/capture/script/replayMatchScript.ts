import type { LeagueRules, TeamSide } from '../../model';
import { describeEvent } from './describeEvent';
import { countingUuid } from './countingUuid';
import { linkOpponentLogs, type LineRecord } from './linkOpponentLogs';
import { parseMatchScript } from './parseMatchScript';
import { playScriptLine } from './playScriptLine';
import { scoreOf } from './scoreOf';
import { startCaptureSession, type CaptureSession } from './startCaptureSession';
import type { MatchLogs, MatchScript, ScriptExpectation, ScriptLine } from './types';

export type ReplayOptions = {
  matchId?: number;
  team1Id?: number;
  team2Id?: number;
  /** Where uuids come from; counting (deterministic) by default. The demo seed passes a random source. */
  newUuid?: () => string;
  now?: () => number;
  /** The league's rules (time-outs per match, …); the World Aquatics rules when absent. */
  rules?: LeagueRules;
  /**
   * The scorers who record: both teams' by default; ['team1'] is one tablet (team1's scorer, keeping the other team's
   * caps, time-outs and cards when the script marks them `both`), the other log then stays empty.
   */
  scorers?: readonly TeamSide[];
  /**
   * Runs before each line each scorer plays: what a scorer does that the script does not say (a real log prints no
   * substitutions, so a player who acts is first brought into the water).
   */
  beforeLine?: (session: CaptureSession, side: TeamSide, line: ScriptLine) => void;
};

export type ScriptCheck = { lineNumber: number; expected: string; actual: string; isMet: boolean };

export type ReplayResult = MatchLogs & { script: MatchScript; checks: ScriptCheck[]; commandCount: number };

const SIDES: readonly TeamSide[] = ['team1', 'team2'];

/**
 * Replays a match script through the capture engine twice, once per team's scorer, and returns both teams'
 * stored events and possessions, linked to each other (see linkOpponentLogs), with the result of every
 * `expect` line. Throws, naming the line, when a line cannot be captured.
 */
export function replayMatchScript(text: string | MatchScript, options: ReplayOptions = {}): ReplayResult {
  const script = typeof text === 'string' ? parseMatchScript(text) : text;
  const newUuid = options.newUuid ?? countingUuid();
  const now = options.now ?? (() => 0);
  const match = {
    id: options.matchId ?? 1,
    name: script.name,
    team1: { id: options.team1Id ?? 1, name: script.teams.team1.name },
    team2: { id: options.team2Id ?? 2, name: script.teams.team2.name },
  };
  const roster = { team1: script.teams.team1.roster, team2: script.teams.team2.roster };
  let commandCount = 0;
  const start = (side: TeamSide): CaptureSession => {
    const team = script.teams[side];
    const goalkeeper = team.roster.find((player) => player.goalKeeper && team.lineup.includes(player.cap))?.cap ?? null;
    const session = startCaptureSession({
      selectedTeam: side,
      match,
      roster,
      quarterLength: script.quarterLength,
      newUuid,
      now,
      ...(options.rules ? { rules: options.rules } : {}),
      initial: { playersInWater: team.lineup, goalkeeper },
    });
    return {
      get state() {
        return session.state;
      },
      get store() {
        return session.store;
      },
      send(command) {
        commandCount += 1;
        return session.send(command);
      },
    };
  };
  const sessions = { team1: start('team1'), team2: start('team2') };
  const scorers = options.scorers ?? SIDES;
  const records: LineRecord[] = [];
  const checks: ScriptCheck[] = [];

  for (const line of script.lines) {
    const record: LineRecord = { team1: { events: [], possessions: [] }, team2: { events: [], possessions: [] } };
    for (const side of scorers) {
      const { events, possessions } = sessions[side].store;
      const knownEvents = new Set(events.map((event) => event.uuid));
      const knownPossessions = new Set(possessions.map((possession) => possession.uuid));
      options.beforeLine?.(sessions[side], side, line);
      playScriptLine(sessions, side, line, script);
      const stored = sessions[side].store;
      record[side] = {
        events: stored.events.filter((event) => !knownEvents.has(event.uuid)).map((event) => event.uuid),
        possessions: stored.possessions.filter((p) => !knownPossessions.has(p.uuid)).map((p) => p.uuid),
      };
    }
    records.push(record);
    for (const expectation of line.expectations) checks.push(checkOf(expectation, sessions, record));
  }

  const logs = linkOpponentLogs({ team1: sessions.team1.store, team2: sessions.team2.store }, records);
  return { ...logs, script, checks, commandCount };
}

function checkOf(
  expectation: ScriptExpectation,
  sessions: Record<TeamSide, CaptureSession>,
  record: LineRecord,
): ScriptCheck {
  const { lineNumber } = expectation;
  const check = (expected: string, actual: string) => ({ lineNumber, expected, actual, isMet: expected === actual });
  switch (expectation.kind) {
    case 'events': {
      const store = sessions[expectation.side].store;
      const stored = record[expectation.side].events.map((uuid) => store.events.find((event) => event.uuid === uuid));
      const actual = stored.flatMap((event) => (event ? [describeEvent(event)] : [])).join(', ');
      return check(expectation.descriptions.join(', '), actual);
    }
    case 'score':
    case 'shootout': {
      const field = expectation.kind === 'score' ? 'goals' : 'shootoutGoals';
      const goals = SIDES.map((side) => scoreOf(sessions[side].store.events)[field]);
      return check(
        `${expectation.kind} ${expectation.team1}:${expectation.team2}`,
        `${expectation.kind} ${goals.join(':')}`,
      );
    }
    case 'counts': {
      const store = sessions[expectation.side].store;
      return check(
        `events ${expectation.events} possessions ${expectation.possessions}`,
        `events ${store.events.length} possessions ${store.possessions.length}`,
      );
    }
  }
}
