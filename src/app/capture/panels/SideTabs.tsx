import { useId, useState, type ReactNode } from 'react';

export type SideTab = { label: string; content: ReactNode };

/**
 * The capture screen's side area: one panel at a time behind 48 px tabs, so the lists, the team shape and the
 * rarer actions share the room the capture loop leaves (one row of tabs under a portrait tablet's editor). Every panel stays mounted (a list keeps its scroll).
 */
export function SideTabs({ tabs, label }: { tabs: readonly SideTab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1">
      <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 min-[600px]:max-[999px]:grid-cols-4">
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            onClick={() => setSelected(index)}
            className={`min-h-12 rounded-md border-2 px-2 text-sm font-semibold ${index === selected ? 'border-pool-700 bg-pool-700 text-white' : 'border-pool-200 bg-white text-pool-800'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          // A panel that scrolls is reached by the keyboard too (WAI-ARIA tabs: the panel takes the focus).
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
