import type { MatchPlayerRow } from '../../../data/db';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  post1: number | null | undefined;
  post2: number | null | undefined;
  tone: SideTone;
  onPick: (post: 1 | 2, cap: number | null) => void;
};

/**
 * Post 1 and Post 2 pickers of extra-player mode: the field players in the water (a goalkeeper of the roster plays no
 * post); tapping the picked player again clears the post.
 */
export function PostPickers({ caps, roster, post1, post2, tone, onPick }: Props) {
  const t = useT('capture');
  const fieldPlayers = caps.filter((cap) => !roster.some((row) => row.cap === cap && row.goalKeeper));
  return (
    <div className="flex flex-col gap-2">
      {([1, 2] as const).map((post) => {
        const picked = post === 1 ? post1 : post2;
        return (
          <div key={post} className="flex flex-col gap-1">
            <span className="text-sm font-bold text-pool-900">{t('post.label', { post })}</span>
            <PlayerButtons
              label={t('post.label', { post })}
              caps={fieldPlayers}
              roster={roster}
              tone={tone}
              isPressed={(cap) => cap === picked}
              onPick={(cap) => onPick(post, cap === picked ? null : cap)}
            />
          </div>
        );
      })}
    </div>
  );
}
