import type { MatchPlayerRow } from '../../../data/db';
import { Panel } from './Panel';
import { PlayerButtons } from '../event/PlayerButtons';
import { PostPickers } from '../event/PostPickers';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  isOffense: boolean;
  isExtraPlayer: boolean;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  centers: readonly number[];
  backs: readonly number[];
  post1: number | null;
  post2: number | null;
  tone: SideTone;
  onCenterOrBack: (cap: number) => void;
  onPost: (post: 1 | 2, cap: number | null) => void;
};

/** 'Centers' on offense, 'Backs' on defense; in extra-player mode the Post 1 / Post 2 pickers instead. */
export function CentersPanel(props: Props) {
  const { isOffense, isExtraPlayer, caps, roster, tone } = props;
  const t = useT('capture');
  if (isExtraPlayer) {
    return (
      <Panel title={t('centers.posts')}>
        <PostPickers
          caps={caps}
          roster={roster}
          post1={props.post1}
          post2={props.post2}
          tone={tone}
          onPick={props.onPost}
        />
      </Panel>
    );
  }
  const title = isOffense ? t('centers.centers') : t('centers.backs');
  const marked = isOffense ? props.centers : props.backs;
  return (
    <Panel title={title}>
      <PlayerButtons
        label={title}
        caps={caps}
        roster={roster}
        tone={tone}
        isPressed={(cap) => marked.includes(cap)}
        onPick={props.onCenterOrBack}
        emptyText={t('players.nobodyInWater')}
      />
    </Panel>
  );
}
