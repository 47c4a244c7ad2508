import { formatClock } from '../../../domain/model';
import type { Timeline } from '../../../domain/video';
import { useT } from '../../i18n';
import { quarterLabel } from '../quarterLabel';

type Props = {
  timeline: Timeline | null;
  quarter: number | null;
  time: number;
  onSelect: (index: number) => void;
  describe: (index: number) => string;
};

/** The current clip's quarter as a bar: every playlist clip of it is a mark, the playhead a line. */
export function ClipTimeline({ timeline, quarter, time, onSelect, describe }: Props) {
  const t = useT('video');
  if (!timeline || quarter === null) return null;
  const { span, marks } = timeline;
  const playhead = ((time - span.start) / Math.max(1, span.end - span.start)) * 100;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span>
          {quarterLabel(t, quarter)} · {formatClock(span.start, 'videoPosition')}
        </span>
        <span>{formatClock(span.end, 'videoPosition')}</span>
      </div>
      <div
        role="group"
        aria-label={t('timeline.label', { quarter: quarterLabel(t, quarter) })}
        className="relative h-11 rounded-md border border-slate-400 bg-pool-100"
      >
        {marks.map((mark) => (
          <button
            key={mark.index}
            type="button"
            aria-label={t('timeline.mark', { number: mark.index + 1, description: describe(mark.index) })}
            aria-current={mark.isCurrent ? 'true' : undefined}
            onClick={() => onSelect(mark.index)}
            style={{ left: `${mark.left}%`, width: `max(${mark.width}%, 12px)` }}
            className={`absolute top-1 bottom-1 rounded-sm border ${
              mark.isCurrent ? 'z-10 border-amber-700 bg-amber-400' : 'border-pool-800 bg-pool-500/70 hover:bg-pool-600'
            }`}
          />
        ))}
        {playhead >= 0 && playhead <= 100 ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 bottom-0 z-20 w-0.5 bg-danger"
            style={{ left: `${playhead}%` }}
          />
        ) : null}
      </div>
    </div>
  );
}
