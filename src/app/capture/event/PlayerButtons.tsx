import type { ReactNode } from 'react';
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
  /** The cap alone on a square button, named in full for assistive technology (the other team's caps). */
  isCompact?: boolean;
  /** A tile drawn in a cap's place instead of its button (an excluded player's countdown). */
  tileOf?: (cap: number) => ReactNode;
  /** A small mark in the tile's corner (a player's personal fouls), and the words it adds to the tile's name. */
  markOf?: (cap: number) => { mark: ReactNode; words: string } | null;
  /** Drawn after the players, in the same grid (the man-up marker). */
  children?: ReactNode;
};

/** A labelled grid of player buttons; each is named by cap and short name ('7 KovG'). */
export function PlayerButtons(props: Props) {
  const { label, caps, roster, isPressed, onPick, tone, emptyText, isTiles, isCompact, tileOf, markOf, children } =
    props;
  const t = useT('capture');
  return (
    <div role="group" aria-label={label} className={isTiles ? 'grid grid-cols-4 gap-1' : 'flex flex-wrap gap-1.5'}>
      {caps.length === 0 ? (
        <span className="col-span-4 text-sm text-slate-700">{emptyText ?? t('players.none')}</span>
      ) : null}
      {caps.map((cap) => {
        const player = roster.find((row) => row.cap === cap)?.player;
        const tile = tileOf?.(cap);
        if (tile) return <div key={cap}>{tile}</div>;
        const mark = markOf?.(cap) ?? null;
        return isTiles ? (
          <ChoiceButton
            key={cap}
            tone={tone}
            isPressed={isPressed(cap)}
            onClick={() => onPick(cap)}
            aria-label={mark ? `${playerLabel(cap, roster)}, ${mark.words}` : playerLabel(cap, roster)}
            className="relative flex flex-col items-center justify-center !px-0.5 leading-tight"
          >
            {mark ? (
              <span aria-hidden="true" className="absolute right-0.5 top-0 text-[10px] font-bold">
                {mark.mark}
              </span>
            ) : null}
            <span className="text-lg font-bold">{cap}</span>
            {player ? <span className="text-[11px] font-semibold">{shortPlayerName(player)}</span> : null}
          </ChoiceButton>
        ) : (
          <ChoiceButton
            key={cap}
            tone={tone}
            isPressed={isPressed(cap)}
            onClick={() => onPick(cap)}
            aria-label={isCompact ? playerLabel(cap, roster) : undefined}
            className={isCompact ? 'min-w-12 text-lg font-bold' : 'min-w-16'}
          >
            {isCompact ? cap : playerLabel(cap, roster)}
          </ChoiceButton>
        );
      })}
      {children}
    </div>
  );
}
