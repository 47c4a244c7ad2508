import {
  ASSIST_POSITIONS,
  DEFAULT_QUARTER_LENGTH,
  EXCLUSION_TYPES,
  LAST_QUARTER,
  SHOOT_METHODS,
  SHOOT_SITUATIONS,
  SHOOT_TYPES,
  TURNOVER_TYPES,
  type TeamOfficial,
  type TeamSide,
} from '../../model';
import type { PointCm } from '../types';
import type { MatchScript, ScriptAction, ScriptExpectation, ScriptLine, ScriptOutcome, ScriptTeam } from './types';

const OUTCOMES: readonly ScriptOutcome[] = ['GOAL', 'SAVED', 'MISSED', 'BLOCKED'];
const DEFAULT_VIDEO_OFFSET = 30;

/**
 * Reads a match script: a header (match, team1/team2, roster, lineup) and one line per happening on the
 * clock, e.g. `Q1 0:12 FTC shoot #7 from 1000,600 to 150,40 GOAL ACTION assist #4@2`, with `expect` lines
 * stating what the line before must have stored. `#` followed by a space starts a comment. See
 * src/server/seed/matches/README.md for the whole notation.
 */
export function parseMatchScript(text: string): MatchScript {
  const script: MatchScript = {
    name: '',
    quarterLength: DEFAULT_QUARTER_LENGTH,
    videoOffset: DEFAULT_VIDEO_OFFSET,
    teams: { team1: emptyTeam('team1'), team2: emptyTeam('team2') },
    lines: [],
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNumber = index + 1;
    const tokens = tokenize(raw.replace(/(^|\s)#(\s.*)?$/, ''));
    if (tokens.length === 0) return;
    const fail = (message: string): never => {
      throw new Error(`Match script line ${lineNumber}: ${message} in "${raw.trim()}"`);
    };
    const sideOf = (code: string | undefined): TeamSide =>
      (['team1', 'team2'] as const).find((side) => script.teams[side].code === code?.toUpperCase()) ??
      fail(`unknown team "${code}"`);
    const [head = '', ...rest] = tokens;
    if (/^Q\d$/i.test(head)) {
      script.lines.push(readLine(head, rest, lineNumber, sideOf, fail));
      return;
    }
    switch (head.toLowerCase()) {
      case 'match':
        readMatch(script, rest, fail);
        return;
      case 'team1':
      case 'team2': {
        const team = script.teams[head.toLowerCase() === 'team1' ? 'team1' : 'team2'];
        team.code = (rest[0] ?? fail('a team code is missing')).toUpperCase();
        team.name = rest[1] ?? team.code;
        return;
      }
      case 'roster':
        script.teams[sideOf(rest[0])].roster.push(...readRoster(rest.slice(1).join(' '), fail));
        return;
      case 'lineup':
        script.teams[sideOf(rest[0])].lineup = rest.slice(1).map((cap) => readCap(cap, fail));
        return;
      case 'expect': {
        const last = script.lines.at(-1) ?? fail('an expectation needs a line before it');
        last.expectations.push(readExpectation(rest, lineNumber, sideOf, fail));
        return;
      }
      default:
        fail(`unknown line "${head}"`);
    }
  });
  return script;
}

type Fail = (message: string) => never;

function emptyTeam(side: TeamSide): ScriptTeam {
  return { side, code: side.toUpperCase(), name: side, roster: [], lineup: [] };
}

function tokenize(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

function readMatch(script: MatchScript, tokens: string[], fail: Fail): void {
  script.name = tokens[0] ?? fail('the match needs a name');
  for (let i = 1; i < tokens.length; i += 2) {
    const value = Number(tokens[i + 1]);
    if (!Number.isFinite(value)) fail(`"${tokens[i]}" needs a number`);
    if (tokens[i] === 'quarterLength') script.quarterLength = value;
    else if (tokens[i] === 'video') script.videoOffset = value;
    else fail(`unknown match option "${tokens[i]}"`);
  }
}

function readRoster(text: string, fail: Fail): ScriptTeam['roster'] {
  return text
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((words) => words[0] !== '')
    .map(([cap = '', lastName = '', ...others]) => {
      const goalKeeper = others.at(-1)?.toUpperCase() === 'GK';
      const firstName = (goalKeeper ? others.slice(0, -1) : others).join(' ');
      return { cap: readCap(cap, fail), lastName, firstName, goalKeeper };
    });
}

function readCap(token: string | undefined, fail: Fail): number {
  const cap = Number(token?.replace(/^#/, ''));
  return Number.isInteger(cap) && cap > 0 ? cap : fail(`"${token}" is not a cap number`);
}

function readPoint(token: string | undefined, fail: Fail): PointCm {
  const [x, y] = (token ?? '').split(',').map(Number);
  return x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y)
    ? { x, y }
    : fail(`"${token}" is not a point x,y in centimetres`);
}

function readClock(token: string | undefined, fail: Fail): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(token ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : fail(`"${token}" is not a time m:ss`);
}

function readLine(
  head: string,
  tokens: string[],
  lineNumber: number,
  sideOf: (code: string) => TeamSide,
  fail: Fail,
): ScriptLine {
  const quarter = Number(head.slice(1));
  if (quarter < 1 || quarter > LAST_QUARTER) fail(`quarter ${quarter} is not 1 to ${LAST_QUARTER}`);
  const time = readClock(tokens[0], fail);
  let words = tokens.slice(1);
  const video = words.find((word) => word.startsWith('v='));
  words = words.filter((word) => word !== video);
  const isTeamFirst = words.length > 1 && !['restart', 'end', 'note'].includes(words[0]!.toLowerCase());
  const side = isTeamFirst ? sideOf(words[0]!) : null;
  const [verb = '', ...args] = isTeamFirst ? words.slice(1) : words;
  return {
    lineNumber,
    quarter,
    time,
    ...(video ? { videoTime: Number(video.slice(2)) } : {}),
    side,
    action: readAction(verb.toLowerCase(), args, side, fail),
    expectations: [],
  };
}

function readAction(verb: string, args: string[], side: TeamSide | null, fail: Fail): ScriptAction {
  const cap = (i: number) => readCap(args[i], fail);
  const after = (keyword: string) => {
    const at = args.findIndex((arg) => arg.toLowerCase() === keyword);
    return at < 0 ? undefined : readCap(args[at + 1], fail);
  };
  const needsTeam = () => side ?? fail(`"${verb}" needs a team`);
  switch (verb) {
    case 'shoot':
      needsTeam();
      return readShoot(args, fail);
    case 'penalty':
      needsTeam();
      return { verb: 'penalty', fouled: cap(0), fouler: after('by') ?? fail('a penalty needs "by #cap"') };
    case 'excl': {
      needsTeam();
      const pairedWith = after('pair');
      const named = args.map((arg) => EXCLUSION_TYPES.find((type) => type === arg.toUpperCase())).find(Boolean);
      const exclusionType = pairedWith !== undefined ? 'PAIR' : (named ?? 'NORMAL');
      const drawnBy = pairedWith ?? after('by');
      return { verb: 'exclusion', excluded: cap(0), exclusionType, ...(drawnBy !== undefined ? { drawnBy } : {}) };
    }
    case 'turnover': {
      needsTeam();
      const type = args[1]?.toUpperCase();
      const turnOverType =
        TURNOVER_TYPES.find((known) => known === type) ?? fail(`"${args[1]}" is not a turnover type`);
      const stealer = after('steal');
      return { verb: 'turnover', player: cap(0), turnOverType, ...(stealer !== undefined ? { stealer } : {}) };
    }
    case 'swim': {
      needsTeam();
      const loser = after('vs');
      return { verb: 'swim', winner: cap(0), ...(loser !== undefined ? { loser } : {}) };
    }
    case 'drive':
      needsTeam();
      return { verb: 'drive', player: cap(0) };
    case 'sub':
      needsTeam();
      return { verb: 'sub', playerIn: cap(0), playerOut: after('for') ?? fail('a substitution needs "for #cap"') };
    case 'keeper':
      needsTeam();
      return { verb: 'keeper', cap: cap(0) };
    case 'back':
      needsTeam();
      return { verb: 'back', cap: cap(0) };
    case 'formation':
      needsTeam();
      return { verb: 'formation', formation: args[0] ?? fail('a formation needs its code') };
    case 'yellow':
    case 'red': {
      needsTeam();
      const card = verb === 'red' ? 'RED_CARD' : 'YELLOW_CARD';
      const official = SCRIPT_OFFICIALS[args[0]?.toLowerCase() ?? ''];
      const both = args[1] === 'both' ? { isKeptByBoth: true } : {};
      return official ? { verb: 'card', card, official, ...both } : { verb: 'card', card, cap: cap(0), ...both };
    }
    case 'note':
      return { verb: 'note', text: args.join(' ') };
    case 'timeout':
      needsTeam();
      return args[0] === 'both' ? { verb, isKeptByBoth: true } : { verb };
    case 'ball':
    case 'shootout':
      needsTeam();
      return { verb };
    case 'restart':
    case 'end':
      return { verb };
    default:
      return fail(`unknown action "${verb}"`);
  }
}

/** `yellow coach`, `red assistant`, `yellow official`: a card to a team official instead of a cap. */
const SCRIPT_OFFICIALS: Record<string, TeamOfficial> = {
  coach: 'HEAD_COACH',
  assistant: 'ASSISTANT_COACH',
  official: 'TEAM_OFFICIAL',
};

type Shot = ScriptAction & { verb: 'shoot' };

const SHOT_KEYWORDS: Record<string, (shot: Shot, next: () => string | undefined, fail: Fail) => void> = {
  from: (shot, next, fail) => (shot.from = readPoint(next(), fail)),
  to: (shot, next, fail) => (shot.to = readPoint(next(), fail)),
  kept: (shot) => (shot.isKept = true),
  centre: (shot, next, fail) => (shot.centre = readCap(next(), fail)),
  cb: (shot, next, fail) => (shot.centreBack = readCap(next(), fail)),
  by: (shot, next, fail) => (shot.defender = readCap(next(), fail)),
  posts: (shot, next, fail) => (shot.posts = [readCap(next(), fail), readCap(next(), fail)]),
  assist: (shot, next, fail) => {
    const [cap, position] = (next() ?? '').split('@');
    const at =
      ASSIST_POSITIONS.find((known) => known === Number(position)) ??
      fail('an assist is written #cap@position (1 to 6)');
    shot.assists.push({ cap: readCap(cap, fail), position: at });
  },
};

function readShoot(args: string[], fail: Fail): Shot {
  const shot: Shot = {
    verb: 'shoot',
    shooter: readCap(args[0], fail),
    outcome: 'GOAL',
    isKept: false,
    assists: [],
  };
  let hasOutcome = false;
  for (let i = 1; i < args.length; i++) {
    const word = args[i]!;
    const next = () => args[++i];
    const keyword = SHOT_KEYWORDS[word];
    if (keyword) {
      keyword(shot, next, fail);
      continue;
    }
    const upper = word.toUpperCase();
    const outcome = OUTCOMES.find((known) => known === upper);
    const situation = SHOOT_SITUATIONS.find((known) => known === upper);
    const shootType = SHOOT_TYPES.find((known) => known === upper);
    const method = SHOOT_METHODS.find((known) => known === upper);
    if (outcome) shot.outcome = outcome;
    else if (situation) shot.situation = situation;
    else if (shootType) shot.shootType = shootType;
    else if (method) shot.method = method;
    else fail(`unknown shot word "${word}"`);
    hasOutcome ||= outcome !== undefined;
  }
  return hasOutcome ? shot : fail('a shot needs an outcome: GOAL, SAVED, MISSED or BLOCKED');
}

function readExpectation(
  tokens: string[],
  lineNumber: number,
  sideOf: (code: string) => TeamSide,
  fail: Fail,
): ScriptExpectation {
  const [first = '', ...rest] = tokens;
  const pair = (token: string | undefined) => {
    const [a, b] = (token ?? '').split(':').map(Number);
    return a !== undefined && b !== undefined && Number.isInteger(a) && Number.isInteger(b)
      ? { team1: a, team2: b }
      : fail(`"${token}" is not a score a:b`);
  };
  if (first === 'score' || first === 'shootout') return { kind: first, lineNumber, ...pair(rest[0]) };
  const side = sideOf(first.replace(/:$/, ''));
  if (rest[0] === 'events' && rest[2] === 'possessions') {
    return { kind: 'counts', lineNumber, side, events: Number(rest[1]), possessions: Number(rest[3]) };
  }
  const text = rest.join(' ').trim();
  const descriptions = text === '-' ? [] : text.split(',').map((description) => description.trim());
  return { kind: 'events', lineNumber, side, descriptions };
}
