import type { MatchPlayerRow } from '../../data/db';
import { Panel } from './Panel';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from './sideTone';

type Props = {
  roster: readonly MatchPlayerRow[];
  playersInWater: readonly number[];
  isEditingSelectedPossession: boolean;
  tone: SideTone;
  onToggle: (cap: number) => void;
};

/**
 * Substitutions: every player of the roster; pressed ones are in the water. A tap takes a player out or puts
 * one in. With a possession selected, that possession's players in water are edited instead (spec §4).
 */
export function SubsPanel({ roster, playersInWater, isEditingSelectedPossession, tone, onToggle }: Props) {
  return (
    <Panel title="Subs">
      {isEditingSelectedPossession ? (
        <p className="mb-1 text-xs font-semibold text-pool-800">
          Editing the players in water of the selected possession.
        </p>
      ) : null}
      <PlayerButtons
        label="Subs"
        caps={roster.map((row) => row.cap)}
        roster={roster}
        tone={tone}
        isPressed={(cap) => playersInWater.includes(cap)}
        onPick={onToggle}
        emptyText="No match players loaded."
        isTiles
      />
    </Panel>
  );
}
