import { stopsPlay } from '../../src/domain/capture/period/gameClock';
import type { MatchEvent } from '../../src/domain/model';
import { alignEvents, findWhistles, proposeAlignment, type AlignmentAnchor } from '../../src/domain/video';
import { loadRealMatch, REAL_MATCHES, type RealMatchName } from '../unit/domain/playbyplay/loadRealMatch';
import { matchSound, seededRandom, type SoundWhistle } from '../unit/domain/video/support/matchSound';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { ensureAppBuilt, launchBrowser, NAME_HELPER } from './browser';
import type { Bench } from './run';

/**
 * `npm run bench -- videoSync`: a real match's log, scored live, aligned with its video from the sound alone. Each of
 * the three real matches of tests/fixtures/realmatch is played out in time as at the pool (the game clock stopping
 * at every whistle, breaks between quarters, the camera paused over half-time), with a referee's whistle at every
 * event that stops play (long blasts, some too quiet to hear) and ordinary fouls' short blasts between, in crowd
 * noise; the first team's scorer taps each event 1–4 s after it (some 5–9 s, some 15 s late). The sound is made
 * at 8 kHz, as the browser decodes it. Printed: whistles heard, the proposal's anchors, and how far every event's
 * clip lands from the moment it happened, against today's one "Sync here" at the first goal.
 */
const RATE = 8000;
const QUARTER = 480;
const KICKOFF = Date.parse('2026-11-28T15:00:00Z');
/** The camera starts 45 s before kick-off and is paused for 240 s of the 300 s half-time. */
const CAMERA_LEAD = 45;
const HALF_TIME_PAUSE = 240;

type Played = { event: MatchEvent; wall: number; video: number };

/** The log played out in wall-clock seconds from kick-off, and each event's second in the video. */
function playOut(events: readonly MatchEvent[], random: () => number): Played[] {
  const played: Played[] = [];
  let wall = 0;
  let previous: MatchEvent | null = null;
  for (const event of [...events].sort((a, b) => a.time - b.time)) {
    if (previous && event.quarter !== previous.quarter) wall += event.quarter === 3 ? 300 : 120;
    const sinceLast =
      previous && event.quarter === previous.quarter
        ? event.time - previous.time
        : event.time - (event.quarter - 1) * QUARTER;
    wall += sinceLast * (1.5 + random()) + (previous && stopsPlay(previous) ? 10 + 20 * random() : 0);
    played.push({ event, wall, video: wall + CAMERA_LEAD - (event.quarter >= 3 ? HALF_TIME_PAUSE : 0) });
    previous = event;
  }
  return played;
}

/** The referee's whistles in video seconds: a long blast at every event that stops play, short ones for fouls. */
function whistlesOf(played: readonly Played[], random: () => number): SoundWhistle[] {
  const whistles: SoundWhistle[] = [];
  for (const [at, { event, video }] of played.entries()) {
    const quiet = random() < 0.06;
    if (stopsPlay(event))
      whistles.push({ time: video, duration: 0.6 + 0.6 * random(), loudness: quiet ? 0.02 : 0.15 + 0.35 * random() });
    const next = played[at + 1];
    if (!next || next.event.quarter !== event.quarter) continue;
    for (let time = video + 5 + 8 * random(); time < next.video - 3; time += 6 + 10 * random())
      whistles.push({ time, duration: 0.15 + 0.2 * random(), loudness: 0.1 + 0.3 * random() });
  }
  return whistles;
}

/** The scorer's taps: 1–4 s after the event, 6 % 5–9 s, 4 % 15 s late (catching up). */
function recorded(played: readonly Played[], random: () => number): MatchEvent[] {
  return played.map(({ event, wall }) => {
    const roll = random();
    const delay = roll < 0.04 ? 15 : roll < 0.1 ? 5 + 4 * random() : 1 + 3 * random();
    return { ...event, videoTime: null, recordedAt: new Date(KICKOFF + (wall + delay) * 1000).toISOString() };
  });
}

function errors(played: readonly Played[], log: readonly MatchEvent[], anchors: readonly AlignmentAnchor[]) {
  const times = alignEvents(log, anchors).times;
  return played.map(({ event, video }) => Math.abs((times.get(event.uuid)?.videoTime ?? Number.NaN) - video));
}

const pct = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const describe = (values: readonly number[]) =>
  `median ${pct(values, 50).toFixed(1)} s, p90 ${pct(values, 90).toFixed(1)} s`;
const detail = (values: readonly number[]) =>
  `p95 ${pct(values, 95).toFixed(1)} s, max ${Math.max(...values).toFixed(1)} s, ` +
  `within 2 s ${values.filter((v) => v <= 2).length}/${values.length}, within 5 s ${values.filter((v) => v <= 5).length}/${values.length}`;
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

const bench: Bench = {
  name: 'videoSync: a live-scored log aligned with its video from the whistles',
  run: async () => {
    const all = { manual: [] as number[], automatic: [] as number[], heard: 0, whistles: 0, found: 0, precise: 0 };
    for (const name of Object.keys(REAL_MATCHES) as RealMatchName[]) {
      const random = seededRandom(name.length * 7919 + 17);
      const real = loadRealMatch(name);
      const own = real.statsMatch.events.filter((event) => event.team.id === real.statsMatch.match.team1.id);
      const played = playOut(own, random);
      const truth = whistlesOf(played, random);
      const log = recorded(played, random);
      const seconds = played.at(-1)!.video + 20;
      const sound = matchSound(seconds, truth, { sampleRate: RATE, seed: name.length });

      const heardAt = performance.now();
      const heard = findWhistles(sound, RATE);
      const hearingMs = performance.now() - heardAt;
      const isHeard = (whistle: SoundWhistle) => heard.some((one) => Math.abs(one.time - whistle.time) <= 0.25);
      const isTrue = (one: { time: number }) => truth.some((whistle) => Math.abs(one.time - whistle.time) <= 0.25);

      const proposedAt = performance.now();
      const proposal = proposeAlignment(log, heard);
      const proposingMs = performance.now() - proposedAt;
      const videoOf = new Map(played.map(({ event, video }) => [event.uuid, video]));
      const rightAnchors = proposal.anchors.filter(
        (anchor) => Math.abs(anchor.videoTime - videoOf.get(anchor.eventUuid)!) <= 0.5,
      );

      // Today: one Sync here, at the first goal's true moment.
      const firstGoal = played.find(({ event }) => event.shootOutcome === 'GOAL')!;
      const oneSync = errors(played, log, [{ eventUuid: firstGoal.event.uuid, videoTime: firstGoal.video }]);
      const fromSound = errors(played, log, proposal.anchors);

      const recall = truth.filter(isHeard).length;
      const precise = heard.filter(isTrue).length;
      console.log(`\n### ${name} (${real.statsMatch.match.team1.name}'s log)`);
      console.log(
        `video ${(seconds / 60).toFixed(1)} min, sound at ${RATE} Hz; ${log.length} events, ${proposal.candidates} stop play; ` +
          `${truth.length} whistles (${truth.filter((w) => w.duration >= 0.6).length} stop-play blasts)`,
      );
      console.log(
        `whistles: recall ${percent(recall, truth.length)}, precision ${percent(precise, heard.length)} (${recall}/${truth.length} heard, ${heard.length - precise} false)`,
      );
      console.log(
        `proposal: ${proposal.anchors.length} anchors of ${proposal.candidates} events, ${rightAnchors.length} at their own whistle (±0.5 s); hearing ${(hearingMs / 1000).toFixed(1)} s in Node, proposing ${proposingMs.toFixed(0)} ms`,
      );
      console.log(`clip start error after one manual anchor: ${describe(oneSync)} (${detail(oneSync)})`);
      console.log(`clip start error after automatic alignment: ${describe(fromSound)} (${detail(fromSound)})`);
      all.manual.push(...oneSync);
      all.automatic.push(...fromSound);
      all.heard += recall;
      all.whistles += truth.length;
      all.found += heard.length;
      all.precise += precise;
    }
    console.log(`\n### all three matches`);
    console.log(`whistles: recall ${percent(all.heard, all.whistles)}, precision ${percent(all.precise, all.found)}`);
    console.log(`clip start error after one manual anchor: ${describe(all.manual)}`);
    console.log(`clip start error after automatic alignment: ${describe(all.automatic)}`);
    console.log(`audio analysis: ${(await analysisSecondsPerHourInChromium()).toFixed(1)} s per hour of video`);
  },
};
export default bench;

/**
 * The app's own whistle worker (as built into dist/) hearing an hour of match sound in Chromium, the browser the
 * app is tested in: seconds per hour of video. The sound is made in the page (8 kHz, crowd noise and a blast every
 * 10 s); decoding a file's sound is the browser's own work and not counted.
 */
async function analysisSecondsPerHourInChromium(): Promise<number> {
  ensureAppBuilt();
  const dist = loadConfig().distDir;
  const worker = readdirSync(join(dist, 'assets')).find((file) => /^whistles\.worker-.*\.js$/.test(file));
  if (!worker) throw new Error('No whistles worker in the built app');
  const server = createServer((request, response) => {
    const path = join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(dist) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(path.endsWith('/') || !path.includes('.') ? 200 : 404, { 'Content-Type': 'text/html' });
      return response.end('<!doctype html><title>bench</title>');
    }
    response.writeHead(200, { 'Content-Type': path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/bench`);
    await page.evaluate(NAME_HELPER);
    const seconds = await page.evaluate(async (script) => {
      const rate = 8000;
      const samples = new Float32Array(3600 * rate);
      let seed = 7;
      const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
      let rumble = 0;
      for (let i = 0; i < samples.length; i++) {
        const white = random() * 2 - 1;
        rumble = 0.995 * rumble + 0.05 * white;
        samples[i] = 0.12 * (2 * rumble + 0.5 * white);
      }
      for (let at = 5 * rate; at < samples.length - rate; at += 10 * rate)
        for (let i = 0; i < 0.6 * rate; i++) samples[at + i]! += 0.3 * Math.sin((2 * Math.PI * 3100 * i) / rate);
      const worker = new Worker(script, { type: 'module' });
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<{ whistles?: unknown[]; error?: string }>) => {
          if (event.data.whistles) resolve();
          else if (event.data.error) reject(new Error(event.data.error));
        };
        worker.postMessage({ samples, sampleRate: rate }, [samples.buffer]);
      });
      worker.terminate();
      return (performance.now() - started) / 1000;
    }, `/assets/${worker}`);
    return seconds;
  } finally {
    await browser.close();
    server.close();
  }
}
