import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export type TabItem = { label: string; content: ReactNode };

type Props = { tabs: readonly TabItem[]; selectedIndex?: number; onChange?: (index: number) => void };

/** Arrow keys move between tabs; the selected index can be kept by the caller (e.g. statistics state). */
export function Tabs({ tabs, selectedIndex, onChange }: Props) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange}>
      <TabList className="flex flex-wrap gap-1 border-b-2 border-pool-700">
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className="min-h-touch rounded-t-md px-4 font-semibold text-pool-800 data-hover:bg-pool-100 data-selected:bg-pool-700 data-selected:text-white"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.label}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
