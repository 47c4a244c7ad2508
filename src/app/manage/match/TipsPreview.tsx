import type { Entity } from '../../../data/manage';
import type { EventTip } from '../../../domain/playbyplay';
import { Table } from '../../ui/Table';

const SHOWN = 50;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The first tips as the capture strip will offer them. */
export function TipsPreview({ tips, match }: { tips: readonly EventTip[]; match: Entity }) {
  const teamName = (side: EventTip['side']) => String((match[side] as { name?: string }).name ?? side);
  return (
    <div>
      <Table
        caption="Preview of the tips"
        rows={tips.slice(0, SHOWN).map((tip, index) => ({ ...tip, index }))}
        rowKey={(tip) => tip.index}
        columns={[
          { header: 'Quarter', cell: (tip) => tip.quarter },
          { header: 'Time from start', cell: (tip) => clock(tip.time) },
          { header: 'Team', cell: (tip) => teamName(tip.side) },
          { header: 'Code', cell: (tip) => tip.code },
          { header: 'Cap', cell: (tip) => tip.cap ?? '' },
        ]}
      />
      {tips.length > SHOWN ? <p className="mt-1 text-slate-700">…and {tips.length - SHOWN} more.</p> : null}
    </div>
  );
}
