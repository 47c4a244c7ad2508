import { type ReactNode, useState } from 'react';
import { countDownTime, isEstimating, type CaptureState } from '../../../domain/capture';
import { useClockReading } from '../useClockReading';
import { formatClock, type MatchEvent, otherSide, TEAM_SIDES, type TeamSide } from '../../../domain/model';
import type { MatchRow } from '../../../data/db';
import { clockText } from '../captureWords';
import { matchScore } from '../matchScore';
import { useT } from '../../i18n';

type Props = {
  match: MatchRow;
  events: readonly MatchEvent[];
  selectedTeam: TeamSide;
  isOffense: boolean;
  quarter: number;
  /** The game clock as stored: the scoreboard reads it itself, so only it redraws while the clock runs. */
  clock: Pick<CaptureState, 'clock' | 'time' | 'clockMode'>;
  videoTime: number;
  /** Seconds per quarter of the match's league: the clock counts down from it. */
  quarterLength: number;
  onSelectTeam: (side: TeamSide) => void;
  /** Shown at the panel's end, collapsed or not (Undo, and Save and Cancel of the open event). */
  actions?: ReactNode;
};

/**
 * The scoreboard (docs/product.md §2) in a collapsible bottom panel: team names and scores, the selected team, the ball
 * marker beside the team in possession, quarter, time (count-down) and video time. It is the last row of the
 * one-screen capture layout, in the page flow so it covers nothing; on a phone it sticks to the bottom.
 */
export function Scoreboard({
  match,
  events,
  selectedTeam,
  isOffense,
  quarter,
  clock: gameClock,
  videoTime,
  quarterLength,
  onSelectTeam,
  actions,
}: Props) {
  const { time } = useClockReading(gameClock, quarterLength);
  const [isOpen, setIsOpen] = useState(true);
  const t = useT('capture');
  const score = matchScore(events, selectedTeam);
  const inPossession = isOffense ? selectedTeam : otherSide(selectedTeam);
  // Without a game clock the time is an estimate, marked as the capture screen marks it everywhere.
  const clock = clockText(
    countDownTime((quarter - 1) * quarterLength + time, quarter, quarterLength),
    isEstimating(gameClock),
  );
  return (
    <aside
      aria-label={t('scoreboard.region')}
      className="sticky bottom-0 z-30 -mx-2 mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 border-t-2 border-pool-700 bg-pool-900 px-2 py-1 text-white"
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="scoreboard-body"
        onClick={() => setIsOpen(!isOpen)}
        className="min-h-12 rounded-md px-2 text-sm font-semibold underline"
      >
        {isOpen ? t('scoreboard.hide') : t('scoreboard.show')}
      </button>
      {isOpen ? (
        <div id="scoreboard-body" className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <div className="flex items-center gap-2">
            {TEAM_SIDES.map((side) => (
              <button
                key={side}
                type="button"
                onClick={() => onSelectTeam(side)}
                aria-pressed={side === selectedTeam}
                data-testid={`score-${side}`}
                className={`flex min-h-12 items-center gap-2 rounded-md px-2 ${side === selectedTeam ? 'bg-white text-pool-900' : 'bg-pool-800'}`}
              >
                <span className="w-4 text-center text-lg" aria-hidden="true">
                  {side === inPossession ? '●' : ''}
                </span>
                <span className="max-w-40 truncate font-semibold">{match[side].name}</span>
                <span className="text-2xl font-bold tabular-nums">{score[side]}</span>
                {score.shootout ? (
                  <span className="text-sm">{t('scoreboard.shootout', { goals: score.shootout[side] })}</span>
                ) : null}
                {/* The visible text is the accessible name; aria-pressed says which team is selected. */}
                {side === inPossession ? <span className="sr-only">{t('scoreboard.inPossession')}</span> : null}
              </button>
            ))}
          </div>
          <dl className="flex gap-4 text-center">
            <div>
              <dt className="text-xs uppercase">{t('scoreboard.quarter')}</dt>
              <dd className="text-xl font-bold" data-testid="scoreboard-quarter">
                {quarter}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase">{t('scoreboard.time')}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="scoreboard-time">
                {clock}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase">{t('scoreboard.videoTime')}</dt>
              <dd className="text-xl font-bold tabular-nums">{formatClock(videoTime)}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <span className="text-lg font-bold tabular-nums" data-testid="score-compact">
          {t('scoreboard.compact', { team1: score.team1, team2: score.team2, quarter, clock })}
        </span>
      )}
      <div className="ml-auto">{actions}</div>
    </aside>
  );
}
