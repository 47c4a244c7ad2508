import type { MatchPlayerRow } from '../../../data/db';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  roster: readonly MatchPlayerRow[];
  picked: number | null | undefined;
  tone: SideTone;
  onPick: (cap: number | null) => void;
};

/** The opponent's players, for turnovers and exclusions. */
export function OpponentPlayerPicker({ roster, picked, tone, onPick }: Props) {
  const t = useT('capture');
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-bold text-pool-900">{t('opponent.heading')}</span>
      <PlayerButtons
        label={t('opponent.heading')}
        caps={roster.map((row) => row.cap)}
        roster={roster}
        tone={tone}
        isPressed={(cap) => cap === picked}
        onPick={(cap) => onPick(cap === picked ? null : cap)}
        emptyText={t('opponent.none')}
      />
    </div>
  );
}
