import type { MatchPlayerRow } from '../../data/db';
import { ChoiceButton } from './ChoiceButton';
import { playerLabel } from './playerLabel';
import type { SideTone } from './sideTone';

type Props = {
  label: string;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  isPressed: (cap: number) => boolean;
  onPick: (cap: number) => void;
  tone?: SideTone;
  emptyText?: string;
};

/** A labelled grid of player buttons showing cap and short name. */
export function PlayerButtons({ label, caps, roster, isPressed, onPick, tone, emptyText = 'No players' }: Props) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {caps.length === 0 ? <span className="text-sm text-slate-700">{emptyText}</span> : null}
      {caps.map((cap) => (
        <ChoiceButton key={cap} tone={tone} isPressed={isPressed(cap)} onClick={() => onPick(cap)} className="min-w-20">
          {playerLabel(cap, roster)}
        </ChoiceButton>
      ))}
    </div>
  );
}
