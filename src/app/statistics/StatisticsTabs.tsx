import type { ReactNode } from 'react';
import type { TeamStatistics } from '../../domain/stats';
import { useT } from '../i18n';
import { LoadingState } from '../ui/LoadingState';
import { Tabs } from '../ui/Tabs';
import { BoxScoreTab } from './tabs/BoxScoreTab';
import type { ClipLinker, EventClipLinker } from './clips/clipLinker';
import type { PossessionClipLinker } from './clips/possessionClipLinker';
import { GoalkeeperTab } from './tabs/GoalkeeperTab';
import { LineupsTab } from './tabs/LineupsTab';
import { ManUpTab } from './tabs/ManUpTab';
import { PlayersTab } from './tabs/PlayersTab';
import { PossessionsTab } from './tabs/PossessionsTab';
import { ShotsTab } from './tabs/ShotsTab';
import { STATISTICS_TABS } from './statisticsView';

type Props = {
  teams: readonly TeamStatistics[];
  clip: ClipLinker;
  /** Where a shot, or the shots of a pool zone, play as clips. */
  clipEvents?: EventClipLinker;
  /** Where the possessions behind a possession or lineup figure play as clips. */
  clipPossessions?: PossessionClipLinker;
  selectedIndex: number;
  onChange: (index: number) => void;
  /** false while only the box score's figures are there: the other tabs fill a moment later. */
  isComplete?: boolean;
  /** Metres of the pool the matches shown share, which the shot maps draw; undefined when their pools differ. */
  poolLength?: number;
};

/** The seven views of the figures; the selected index is the screen's state (docs/product.md §2). */
export function StatisticsTabs({
  teams,
  clip,
  clipEvents,
  clipPossessions,
  selectedIndex,
  onChange,
  isComplete = true,
  poolLength,
}: Props) {
  const t = useT('statistics');
  const later = (content: ReactNode) => (isComplete ? content : <LoadingState />);
  const content = {
    'box-score': <BoxScoreTab teams={teams} clip={clip} />,
    players: later(<PlayersTab teams={teams} clip={clip} />),
    shots: later(<ShotsTab teams={teams} poolLength={poolLength} clipEvents={clipEvents} />),
    'man-up': later(<ManUpTab teams={teams} clip={clip} />),
    possessions: later(<PossessionsTab teams={teams} clip={clipPossessions} />),
    lineups: later(<LineupsTab teams={teams} clip={clipPossessions} />),
    goalkeeper: later(<GoalkeeperTab teams={teams} clip={clip} />),
  } satisfies Record<(typeof STATISTICS_TABS)[number]['slug'], ReactNode>;
  return (
    <Tabs
      selectedIndex={selectedIndex}
      onChange={onChange}
      tabs={STATISTICS_TABS.map((tab) => ({ label: t(tab.labelKey), content: content[tab.slug] }))}
    />
  );
}
