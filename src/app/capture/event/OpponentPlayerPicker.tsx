import type { MatchPlayerRow } from '../../../data/db';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from '../sideTone';
import { theirCaps } from './theirCaps';
import { useT } from '../../i18n';

type Props = {
  roster: readonly MatchPlayerRow[];
  /** The other team's name, shown with its caps ('Split Mariners (theirs)'). */
  teamName?: string | null;
  picked: number | null | undefined;
  tone: SideTone;
  onPick: (cap: number | null) => void;
};

/**
 * The other team's caps: its roster, or caps 1–15 when it has none. A tap names their player in the open event (the
 * shooter of a shot against, the excluded player, the fouler, the player who lost the ball); with no event open it is
 * the first tap of one, as one of ours is. A second tap on the picked cap clears it.
 */
export function OpponentPlayerPicker({ roster, teamName, picked, tone, onPick }: Props) {
  const t = useT('capture');
  const caps = theirCaps(roster);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-bold text-pool-900">
        {teamName ? t('opponent.pad', { team: teamName }) : t('opponent.heading')}
      </span>
      <PlayerButtons
        label={t('opponent.heading')}
        caps={caps}
        roster={roster}
        tone={tone}
        isCompact
        isPressed={(cap) => cap === picked}
        onPick={(cap) => onPick(cap === picked ? null : cap)}
      />
    </div>
  );
}
