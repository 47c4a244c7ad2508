import { shortPlayerName } from '../../../domain/capture';
import type { MatchPlayerRow } from '../../../data/db';
import { ChoiceButton } from './ChoiceButton';
import { playerLabel } from '../captureWords';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  label: string;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  isPressed: (cap: number) => boolean;
  onPick: (cap: number) => void;
  tone?: SideTone;
  emptyText?: string;
  /** Tiles: the cap large, the short name small under it, three to a row (the players column). */
  isTiles?: boolean;
};

/** A labelled grid of player buttons; each is named by cap and short name ('7 KovG'). */
export function PlayerButtons({ label, caps, roster, isPressed, onPick, tone, emptyText, isTiles }: Props) {
  const t = useT('capture');
  return (
    <div role="group" aria-label={label} className={isTiles ? 'grid grid-cols-4 gap-1' : 'flex flex-wrap gap-1.5'}>
      {caps.length === 0 ? (
        <span className="col-span-4 text-sm text-slate-700">{emptyText ?? t('players.none')}</span>
      ) : null}
      {caps.map((cap) => {
        const player = roster.find((row) => row.cap === cap)?.player;
        return isTiles ? (
          <ChoiceButton
            key={cap}
            tone={tone}
            isPressed={isPressed(cap)}
            onClick={() => onPick(cap)}
            aria-label={playerLabel(cap, roster)}
            className="flex flex-col items-center justify-center !px-0.5 leading-tight"
          >
            <span className="text-lg font-bold">{cap}</span>
            {player ? <span className="text-[11px] font-semibold">{shortPlayerName(player)}</span> : null}
          </ChoiceButton>
        ) : (
          <ChoiceButton
            key={cap}
            tone={tone}
            isPressed={isPressed(cap)}
            onClick={() => onPick(cap)}
            className="min-w-16"
          >
            {playerLabel(cap, roster)}
          </ChoiceButton>
        );
      })}
    </div>
  );
}
