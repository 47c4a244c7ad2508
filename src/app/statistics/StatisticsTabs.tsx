import type { ReactNode } from 'react';
import type { TeamStatistics } from '../../domain/stats';
import { Tabs } from '../ui/Tabs';
import { BoxScoreTab } from './BoxScoreTab';
import type { ClipLinker } from './clipLinker';
import { GoalkeeperTab } from './GoalkeeperTab';
import { LineupsTab } from './LineupsTab';
import { ManUpTab } from './ManUpTab';
import { PlayersTab } from './PlayersTab';
import { PossessionsTab } from './PossessionsTab';
import { ShotsTab } from './ShotsTab';
import { STATISTICS_TABS } from './statisticsView';

type Props = { teams: readonly TeamStatistics[]; clip: ClipLinker; selectedIndex: number; onChange: (index: number) => void };

/** The seven views of the figures; the selected index is the screen's state (spec §2). */
export function StatisticsTabs({ teams, clip, selectedIndex, onChange }: Props) {
  const content = {
    'box-score': <BoxScoreTab teams={teams} clip={clip} />,
    players: <PlayersTab teams={teams} clip={clip} />,
    shots: <ShotsTab teams={teams} />,
    'man-up': <ManUpTab teams={teams} clip={clip} />,
    possessions: <PossessionsTab teams={teams} />,
    lineups: <LineupsTab teams={teams} />,
    goalkeeper: <GoalkeeperTab teams={teams} />,
  } satisfies Record<(typeof STATISTICS_TABS)[number]['slug'], ReactNode>;
  return (
    <Tabs
      selectedIndex={selectedIndex}
      onChange={onChange}
      tabs={STATISTICS_TABS.map((tab) => ({ label: tab.label, content: content[tab.slug] }))}
    />
  );
}
