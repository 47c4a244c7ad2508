import type { MatchPlayerRow } from '../../../data/db';
import { Panel } from './Panel';
import { PlayerButtons } from '../event/PlayerButtons';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  roster: readonly MatchPlayerRow[];
  playersInWater: readonly number[];
  isEditingSelectedPossession: boolean;
  tone: SideTone;
  onToggle: (cap: number) => void;
};

/**
 * Substitutions: every player of the roster; pressed ones are in the water. A tap takes a player out or puts
 * one in. With a possession selected, that possession's players in water are edited instead (docs/product.md §4).
 */
export function SubsPanel({ roster, playersInWater, isEditingSelectedPossession, tone, onToggle }: Props) {
  const t = useT('capture');
  return (
    <Panel title={t('subs.heading')}>
      {isEditingSelectedPossession ? (
        <p className="mb-1 text-xs font-semibold text-pool-800">{t('subs.editingPossession')}</p>
      ) : null}
      <PlayerButtons
        label={t('subs.heading')}
        caps={roster.map((row) => row.cap)}
        roster={roster}
        tone={tone}
        isPressed={(cap) => playersInWater.includes(cap)}
        onPick={onToggle}
        emptyText={t('subs.none')}
        isTiles
      />
    </Panel>
  );
}
