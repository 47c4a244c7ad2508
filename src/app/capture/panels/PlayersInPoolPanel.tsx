import { useMemo } from 'react';
import { formatClock, MAX_PLAYERS_IN_WATER, type MatchEvent } from '../../../domain/model';
import { isFouledOut, personalFoulsBySide, type CaptureState, type RunningExclusion } from '../../../domain/capture';
import type { MatchPlayerRow } from '../../../data/db';
import { Panel } from './Panel';
import { PlayerButtons } from '../event/PlayerButtons';
import type { SideTone } from '../sideTone';
import { useExclusionTimers } from '../useExclusionTimers';
import { useT } from '../../i18n';

type Props = {
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  picked: number | null | undefined;
  tone: SideTone;
  onPick: (cap: number | null) => void;
  /** The live state the exclusion timers read (quarter, clock, excluded players). */
  state: Pick<CaptureState, 'clock' | 'time' | 'quarter' | 'excludedPlayers'>;
  events: readonly MatchEvent[];
  quarterLength: number;
  exclusionTime: number;
  /** A running clock passed an exclusion's end: the engine brings the player back ('tick'). */
  onExclusionEnded: () => void;
};

/**
 * The players in the water, in cap order so each keeps its place whoever came in when: a tap picks the event's player
 * (and starts an event when none is open). An excluded player keeps his place, counting down to his return; the last
 * place (the eighth) shows the man-up or man-down and the soonest return, or the substitute a fouled-out player needs.
 * Each tile marks its player's personal fouls, the second in red.
 */
export function PlayersInPoolPanel(props: Props) {
  const { caps, roster, picked, tone, onPick, state, events, quarterLength, exclusionTime, onExclusionEnded } = props;
  const t = useT('capture');
  const timers = useExclusionTimers(state, events, quarterLength, exclusionTime, onExclusionEnded);
  const fouls = useMemo(() => personalFoulsBySide(events, true), [events]);
  const runningOf = new Map(timers.running.filter((e) => e.ours && e.cap !== null).map((e) => [e.cap, e]));
  const excluded = state.excludedPlayers.filter((cap) => !caps.includes(cap));
  const shown = [...new Set([...caps, ...excluded])].sort((a, b) => a - b);
  const needsSubstitute = caps.length < MAX_PLAYERS_IN_WATER && excluded.length === 0 ? fouledOutOnBench() : null;

  function fouledOutOnBench(): number | null {
    for (const [cap, count] of fouls) if (isFouledOut(count) && !caps.includes(cap)) return cap;
    return null;
  }

  const excludedTile = (cap: number) => {
    if (!excluded.includes(cap)) return null;
    const exclusion = runningOf.get(cap);
    const left = exclusion ? timers.secondsLeft(exclusion) : 0;
    const isLast = exclusion ? !exclusion.returns : false;
    return (
      <p
        data-testid={`excluded-${cap}`}
        className="flex min-h-12 flex-col items-center justify-center rounded-md border-2 border-dashed border-amber-600 bg-amber-100 leading-tight text-amber-950"
      >
        <span className="text-lg font-bold">{cap}</span>
        <span className="text-xs font-bold tabular-nums">{formatClock(left)}</span>
        <span className="sr-only">
          {isLast ? t('exclusion.outForGood', { seconds: left }) : t('exclusion.backIn', { seconds: left })}
        </span>
      </p>
    );
  };
  const foulMark = (cap: number) => {
    const count = fouls.get(cap) ?? 0;
    if (count === 0) return null;
    return {
      mark: <span className={count >= 2 ? 'text-red-700' : 'text-slate-600'}>{'●'.repeat(Math.min(count, 3))}</span>,
      words: t('exclusion.fouls', { count }),
    };
  };

  return (
    <Panel title={t('players.inPool')}>
      <PlayerButtons
        label={t('players.inPool')}
        caps={shown}
        roster={roster}
        tone={tone}
        isPressed={(cap) => cap === picked}
        onPick={(cap) => onPick(cap === picked ? null : cap)}
        emptyText={t('players.nobodyInWater')}
        isTiles
        tileOf={excludedTile}
        markOf={foulMark}
      >
        <ManMarker running={timers.running} advantage={timers.advantage} secondsLeft={timers.secondsLeft} />
        {needsSubstitute !== null && timers.running.length === 0 ? (
          <p className="col-span-1 flex min-h-12 items-center justify-center rounded-md border-2 border-amber-600 bg-amber-50 px-0.5 text-center text-xs font-bold leading-tight text-amber-950">
            {t('exclusion.substituteFor', { cap: needsSubstitute })}
          </p>
        ) : null}
      </PlayerButtons>
    </Panel>
  );
}

type MarkerProps = {
  running: readonly RunningExclusion[];
  advantage: number;
  secondsLeft: (exclusion: RunningExclusion) => number;
};

/** Man-up or man-down, the players a side ('7 v 6'), and the seconds to the soonest return. */
function ManMarker({ running, advantage, secondsLeft }: MarkerProps) {
  const t = useT('capture');
  if (running.length === 0) return null;
  const ours = MAX_PLAYERS_IN_WATER - running.filter((exclusion) => exclusion.ours).length;
  const theirs = MAX_PLAYERS_IN_WATER - running.filter((exclusion) => !exclusion.ours).length;
  const soonest = Math.min(...running.map(secondsLeft));
  const word = advantage > 0 ? t('exclusion.manUp') : advantage < 0 ? t('exclusion.manDown') : t('exclusion.even');
  const look =
    advantage > 0
      ? 'border-emerald-700 bg-emerald-50 text-emerald-950'
      : advantage < 0
        ? 'border-red-700 bg-red-50 text-red-950'
        : 'border-slate-500 bg-slate-50 text-slate-900';
  return (
    <p
      role="status"
      aria-label={t('exclusion.marker', { word, ours, theirs, seconds: soonest })}
      title={word}
      className={`flex min-h-12 flex-col items-center justify-center rounded-md border-2 px-0.5 text-center leading-tight ${look}`}
    >
      {/* The size of a player tile, so nothing moves when it comes: the players a side large, the soonest return. */}
      <span className="whitespace-nowrap text-lg font-bold tabular-nums">
        {ours}v{theirs}
      </span>
      <span className="text-xs font-bold tabular-nums">{formatClock(soonest)}</span>
    </p>
  );
}
