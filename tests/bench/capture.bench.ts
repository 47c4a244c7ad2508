/**
 * The capture engine's time per command, replaying the scripted matches (both teams' scorers, ~400 events
 * per match) through `applyCommand` with the in-memory store the replayer uses.
 */
import { readFileSync } from 'node:fs';
import type { Bench } from './run';
import { rate, summarise } from './figures';
import { otherSide } from '../../src/domain/model';
import type { TeamSide } from '../../src/domain/model';
import {
  countingUuid,
  parseMatchScript,
  replayMatchScript,
  startCaptureSession,
  type CaptureSession,
  type MatchScript,
} from '../../src/domain/capture/script';
import { playScriptLine } from '../../src/domain/capture/script/playScriptLine';

const FIXTURE = new URL('../../src/server/seed/matches/match-2-bel-nap-exclusions.txt', import.meta.url);
const ROUNDS = 20;

/** Replays the script with a stopwatch around every command. */
function timedReplay(script: MatchScript, samples: number[]): number {
  const match = { id: 1, name: script.name, team1: { id: 1 }, team2: { id: 2 } };
  const roster = { team1: script.teams.team1.roster, team2: script.teams.team2.roster };
  const newUuid = countingUuid();
  const start = (side: TeamSide): CaptureSession => {
    const team = script.teams[side];
    const goalkeeper = team.roster.find((p) => p.goalKeeper && team.lineup.includes(p.cap))?.cap ?? null;
    const session = startCaptureSession({
      selectedTeam: side,
      match,
      roster,
      quarterLength: script.quarterLength,
      newUuid,
      now: () => 0,
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
        const began = performance.now();
        const result = session.send(command);
        samples.push(performance.now() - began);
        return result;
      },
    };
  };
  const sessions = { team1: start('team1'), team2: start('team2') };
  for (const line of script.lines) {
    for (const side of ['team1', 'team2'] as const) playScriptLine(sessions, side, line, script);
  }
  return sessions.team1.store.events.length + sessions[otherSide('team1')].store.events.length;
}

async function run(): Promise<void> {
  const text = readFileSync(FIXTURE, 'utf8');
  const script = parseMatchScript(text);
  const warm: number[] = [];
  const events = timedReplay(script, warm);
  const samples: number[] = [];
  const began = performance.now();
  for (let round = 0; round < ROUNDS; round++) timedReplay(script, samples);
  const elapsed = performance.now() - began;
  console.log(`match: ${script.name}, ${events} events in both logs, ${warm.length} commands per replay`);
  summarise('applyCommand + store update, per command', samples);
  rate('commands', samples.length, elapsed, 'commands');
  const whole: number[] = [];
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    replayMatchScript(text);
    whole.push(performance.now() - t0);
  }
  summarise('replayMatchScript (parse, both logs, link), per match', whole);
}

export default { name: 'capture engine', run } satisfies Bench;
