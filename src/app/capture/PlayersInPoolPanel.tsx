import type { MatchPlayerRow } from '../../data/db';
import { Panel } from './Panel';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from './sideTone';

type Props = {
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  picked: number | null | undefined;
  tone: SideTone;
  onPick: (cap: number | null) => void;
};

/** The players in the water: a tap picks the event's player (and starts an event when none is open). */
export function PlayersInPoolPanel({ caps, roster, picked, tone, onPick }: Props) {
  return (
    <Panel title="Players in pool">
      <PlayerButtons
        label="Players in pool"
        caps={caps}
        roster={roster}
        tone={tone}
        isPressed={(cap) => cap === picked}
        onPick={(cap) => onPick(cap === picked ? null : cap)}
        emptyText="Nobody in the water yet: use Subs."
        isTiles
      />
    </Panel>
  );
}
