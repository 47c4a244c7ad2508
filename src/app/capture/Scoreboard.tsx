import { useState, type ReactNode } from 'react';
import { countDownTime } from '../../domain/capture';
import { DEFAULT_QUARTER_LENGTH, TEAM_SIDES, type MatchEvent, type TeamSide } from '../../domain/model';
import type { MatchRow } from '../../data/db';
import { formatClock } from './formatClock';
import { matchScore } from './matchScore';
import { otherSide } from './otherSide';

type Props = {
  match: MatchRow;
  events: readonly MatchEvent[];
  selectedTeam: TeamSide;
  isOffense: boolean;
  quarter: number;
  time: number;
  videoTime: number;
  onSelectTeam: (side: TeamSide) => void;
  /** Shown in the panel's top row, collapsed or not (Save and Cancel of the open event). */
  actions?: ReactNode;
};

/**
 * The scoreboard (spec §2) in a collapsible bottom panel: team names and scores, the selected team, the ball
 * marker beside the team in possession, quarter, time (count-down) and video time.
 */
export function Scoreboard({
  match,
  events,
  selectedTeam,
  isOffense,
  quarter,
  time,
  videoTime,
  onSelectTeam,
  actions,
}: Props) {
  const [isOpen, setIsOpen] = useState(true);
  const score = matchScore(events, selectedTeam);
  const inPossession = isOffense ? selectedTeam : otherSide(selectedTeam);
  const clock = countDownTime((quarter - 1) * DEFAULT_QUARTER_LENGTH + time, quarter);
  return (
    <aside
      aria-label="Scoreboard"
      className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-pool-700 bg-pool-900 text-white shadow-2xl"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls="scoreboard-body"
          onClick={() => setIsOpen(!isOpen)}
          className="min-h-touch rounded-md px-2 text-sm font-semibold underline"
        >
          {isOpen ? 'Hide scoreboard' : 'Show scoreboard'}
        </button>
        {!isOpen ? (
          <span className="text-lg font-bold tabular-nums" data-testid="score-compact">
            {score.team1} : {score.team2} · Quarter {quarter} · {clock}
          </span>
        ) : null}
        <div className="ml-auto py-1">{actions}</div>
      </div>
      {isOpen ? (
        <div
          id="scoreboard-body"
          className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 pb-3"
        >
          <div className="flex items-center gap-4">
            {TEAM_SIDES.map((side) => (
              <button
                key={side}
                type="button"
                onClick={() => onSelectTeam(side)}
                aria-pressed={side === selectedTeam}
                data-testid={`score-${side}`}
                className={`flex min-h-touch items-center gap-2 rounded-md px-3 py-1 ${side === selectedTeam ? 'bg-white text-pool-900' : 'bg-pool-800'}`}
              >
                <span className="w-5 text-center text-xl" aria-hidden="true">
                  {side === inPossession ? '●' : ''}
                </span>
                <span className="font-semibold">{match[side].name}</span>
                <span className="text-2xl font-bold tabular-nums">{score[side]}</span>
                {score.shootout ? <span className="text-sm">(p {score.shootout[side]})</span> : null}
                {/* The visible text is the accessible name; aria-pressed says which team is selected. */}
                {side === inPossession ? <span className="sr-only">, in possession</span> : null}
              </button>
            ))}
          </div>
          <dl className="flex gap-5 text-center">
            <div>
              <dt className="text-xs uppercase">Quarter</dt>
              <dd className="text-xl font-bold" data-testid="scoreboard-quarter">
                {quarter}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase">Time</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="scoreboard-time">
                {clock}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase">Video time</dt>
              <dd className="text-xl font-bold tabular-nums">{formatClock(videoTime)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </aside>
  );
}
