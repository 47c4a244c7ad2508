import type { MatchPlayerRow } from '../../data/db';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from './sideTone';

type Props = {
  roster: readonly MatchPlayerRow[];
  picked: number | null | undefined;
  tone: SideTone;
  onPick: (cap: number | null) => void;
};

/** The opponent's players, for turnovers and exclusions. */
export function OpponentPlayerPicker({ roster, picked, tone, onPick }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-bold text-pool-900">Opponent player</span>
      <PlayerButtons
        label="Opponent player"
        caps={roster.map((row) => row.cap)}
        roster={roster}
        tone={tone}
        isPressed={(cap) => cap === picked}
        onPick={(cap) => onPick(cap === picked ? null : cap)}
        emptyText="No opponent players loaded."
      />
    </div>
  );
}
