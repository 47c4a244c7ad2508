import type { Entity } from '../../../data/manage';
import { formatClock } from '../../../domain/model';
import type { EventTip } from '../../../domain/playbyplay';
import { useT } from '../../i18n';
import { Table } from '../../ui/Table';

const SHOWN = 50;

/** The first tips as the capture strip will offer them. */
export function TipsPreview({ tips, match }: { tips: readonly EventTip[]; match: Entity }) {
  const t = useT('manage');
  const teamName = (side: EventTip['side']) => String((match[side] as { name?: string }).name ?? side);
  return (
    <div>
      <Table
        caption={t('tips.previewCaption')}
        rows={tips.slice(0, SHOWN).map((tip, index) => ({ ...tip, index }))}
        rowKey={(tip) => tip.index}
        columns={[
          { header: t('tips.quarter'), cell: (tip) => tip.quarter },
          { header: t('tips.time'), cell: (tip) => formatClock(tip.time) },
          { header: t('tips.team'), cell: (tip) => teamName(tip.side) },
          { header: t('tips.code'), cell: (tip) => tip.code },
          { header: t('tips.cap'), cell: (tip) => tip.cap ?? '' },
        ]}
      />
      {tips.length > SHOWN ? (
        <p className="mt-1 text-slate-700">{t('tips.more', { count: tips.length - SHOWN })}</p>
      ) : null}
    </div>
  );
}
