import type { ReactNode } from 'react';
import type { TeamStatistics } from '../../domain/stats';
import { useT } from '../i18n';
import { LoadingState } from '../ui/LoadingState';
import { Tabs } from '../ui/Tabs';
import { BoxScoreTab } from './tabs/BoxScoreTab';
import type { ClipLinker } from './clips/clipLinker';
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
  selectedIndex: number;
  onChange: (index: number) => void;
  /** false while only the box score's figures are there: the other tabs fill a moment later. */
  isComplete?: boolean;
  /** Metres of the pool the matches shown share, which the shot maps draw; undefined when their pools differ. */
  poolLength?: number;
};

/** The seven views of the figures; the selected index is the screen's state (docs/product.md §2). */
export function StatisticsTabs({ teams, clip, selectedIndex, onChange, isComplete = true, poolLength }: Props) {
  const t = useT('statistics');
  const later = (content: ReactNode) => (isComplete ? content : <LoadingState />);
  const content = {
    'box-score': <BoxScoreTab teams={teams} clip={clip} />,
    players: later(<PlayersTab teams={teams} clip={clip} />),
    shots: later(<ShotsTab teams={teams} poolLength={poolLength} />),
    'man-up': later(<ManUpTab teams={teams} clip={clip} />),
    possessions: later(<PossessionsTab teams={teams} />),
    lineups: later(<LineupsTab teams={teams} />),
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
