import type { MatchPlayerRow } from '../../../data/db';
import { Panel } from './Panel';
import { PlayerButtons } from '../event/PlayerButtons';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  picked: number | null | undefined;
  tone: SideTone;
  onPick: (cap: number | null) => void;
};

/**
 * The players in the water, in cap order so each keeps its place whoever came in when: a tap picks the event's player
 * (and starts an event when none is open).
 */
export function PlayersInPoolPanel({ caps, roster, picked, tone, onPick }: Props) {
  const t = useT('capture');
  return (
    <Panel title={t('players.inPool')}>
      <PlayerButtons
        label={t('players.inPool')}
        caps={[...caps].sort((a, b) => a - b)}
        roster={roster}
        tone={tone}
        isPressed={(cap) => cap === picked}
        onPick={(cap) => onPick(cap === picked ? null : cap)}
        emptyText={t('players.nobodyInWater')}
        isTiles
      />
    </Panel>
  );
}
