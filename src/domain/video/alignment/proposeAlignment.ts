import { stopsPlay } from '../../capture/period/gameClock';
import type { MatchEvent } from '../../model';
import type { AlignableEvent } from './alignEvents';
import { MAX_ALIGNMENT_ANCHORS, type AlignmentAnchor } from './alignmentSchema';
import type { Whistle } from './findWhistles';

/** What proposing reads of an event: alignment's fields and what says whether it stops play. */
export type ProposableEvent = AlignableEvent & Pick<MatchEvent, 'type' | 'shootOutcome'>;

export type AlignmentProposal = {
  /** One anchor per event that stops play matched to its whistle, in the log's order. */
  anchors: AlignmentAnchor[];
  /** Events that stop play and carry their capture instant: those the sound could place. */
  candidates: number;
};

/** A tap follows its whistle by this much at least and at most: a scorer is never early, rarely 6 s late. */
const MIN_DELAY = 0.3;
const MAX_DELAY = 6;
/** The delay the first pass expects; the second pass takes the median of what it found. */
const EXPECTED_DELAY = 2;
/** A blast this long or longer is a stop-play whistle's more likely than an ordinary foul's. */
const LONG_BLAST = 0.45;
/** The share of events the long blasts must place for the short ones to be left out. */
const LONG_ENOUGH = 0.6;
/** A quarter with fewer events that stop play than this takes the whole match's offset. */
const MIN_QUARTER_EVENTS = 3;

type Stopper = { uuid: string; quarter: number; at: number };

const instantOf = (event: AlignableEvent) => (event.recordedAt ? Date.parse(event.recordedAt) / 1000 : Number.NaN);

/** The index of the first whistle at or after `time` (whistles sorted by time). */
function firstAtOrAfter(whistles: readonly number[], time: number): number {
  let low = 0;
  let high = whistles.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (whistles[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The whistle an event matches under `offset` (video second of a wall-clock second): its delay nearest `expected`. */
function matchOf(whistles: readonly number[], at: number, offset: number, expected: number): number | null {
  const tap = at + offset;
  let best: number | null = null;
  for (let i = firstAtOrAfter(whistles, tap - MAX_DELAY); i < whistles.length && whistles[i]! <= tap - MIN_DELAY; i++) {
    if (best === null || Math.abs(tap - whistles[i]! - expected) < Math.abs(tap - best - expected)) best = whistles[i]!;
  }
  return best;
}

/**
 * The offset (video second minus wall-clock second) under which most events are matched to a whistle a plausible
 * delay before them, ties going to delays nearest the expected one. Every pair of an event and a whistle proposes one.
 */
function bestOffset(stoppers: readonly Stopper[], whistles: readonly number[]): number | null {
  let best: { offset: number; matched: number; closeness: number } | null = null;
  const tried = new Set<number>();
  for (const stopper of stoppers) {
    for (const whistle of whistles) {
      const offset = Math.round((whistle - stopper.at + EXPECTED_DELAY) * 10) / 10;
      if (tried.has(offset)) continue;
      tried.add(offset);
      let matched = 0;
      let closeness = 0;
      for (const other of stoppers) {
        const found = matchOf(whistles, other.at, offset, EXPECTED_DELAY);
        if (found === null) continue;
        matched += 1;
        closeness -= Math.abs(other.at + offset - found - EXPECTED_DELAY);
      }
      if (!best || matched > best.matched || (matched === best.matched && closeness > best.closeness))
        best = { offset, matched, closeness };
    }
  }
  return best && best.matched > 0 ? best.offset : null;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * An alignment proposed from the whistles heard in a video (findWhistles): the events that stop play (goals,
 * exclusions, penalty fouls, time-outs) with a capture instant are matched to the whistles a tap's delay before them,
 * under the offset most of them agree on: the match's, or a quarter's own when it has enough such events (a camera
 * stopped at a break). Each matched event becomes an anchor at its whistle; anchors out of order are dropped, and at
 * most MAX_ALIGNMENT_ANCHORS kept, evenly spread. The user confirms or adjusts it; nothing is stored here.
 */
export function proposeAlignment(events: readonly ProposableEvent[], whistles: readonly Whistle[]): AlignmentProposal {
  const stoppers: Stopper[] = events
    .filter((event) => stopsPlay(event) && Number.isFinite(instantOf(event)))
    .map((event) => ({ uuid: event.uuid, quarter: event.quarter, at: instantOf(event) }))
    .sort((a, b) => a.at - b.at);
  const times = (list: readonly Whistle[]) => list.map((whistle) => whistle.time).sort((a, b) => a - b);
  // A goal, an exclusion or a time-out is whistled long, an ordinary foul short: the long blasts are tried first,
  // and all of them only when the long ones leave most of the events unmatched (a referee who whistles short).
  const long = proposeFrom(stoppers, times(whistles.filter((whistle) => whistle.duration >= LONG_BLAST)));
  if (long.anchors.length >= LONG_ENOUGH * stoppers.length) return long;
  const all = proposeFrom(stoppers, times(whistles));
  return all.anchors.length > long.anchors.length ? all : long;
}

function proposeFrom(stoppers: readonly Stopper[], times: readonly number[]): AlignmentProposal {
  const none = { anchors: [], candidates: stoppers.length };
  const matchOffset = bestOffset(stoppers, times);
  if (matchOffset === null) return none;
  const quarters = [...new Set(stoppers.map((stopper) => stopper.quarter))];
  const offsetOf = new Map(
    quarters.map((quarter) => {
      const own = stoppers.filter((stopper) => stopper.quarter === quarter);
      return [quarter, (own.length >= MIN_QUARTER_EVENTS ? bestOffset(own, times) : null) ?? matchOffset] as const;
    }),
  );
  const firstPass = stoppers.flatMap((stopper) => {
    const offset = offsetOf.get(stopper.quarter)!;
    const found = matchOf(times, stopper.at, offset, EXPECTED_DELAY);
    return found === null ? [] : [stopper.at + offset - found];
  });
  // The delays as this offset sees them: the second pass expects their median.
  const captureDelay = median(firstPass) ?? EXPECTED_DELAY;
  const anchors: AlignmentAnchor[] = [];
  let lastVideoTime = -1;
  for (const stopper of stoppers) {
    const found = matchOf(times, stopper.at, offsetOf.get(stopper.quarter)!, captureDelay);
    if (found === null || found <= lastVideoTime) continue;
    anchors.push({ eventUuid: stopper.uuid, videoTime: found });
    lastVideoTime = found;
  }
  const kept =
    anchors.length <= MAX_ALIGNMENT_ANCHORS
      ? anchors
      : Array.from(
          { length: MAX_ALIGNMENT_ANCHORS },
          (_, i) => anchors[Math.round((i * (anchors.length - 1)) / (MAX_ALIGNMENT_ANCHORS - 1))]!,
        );
  return { anchors: kept, candidates: stoppers.length };
}
