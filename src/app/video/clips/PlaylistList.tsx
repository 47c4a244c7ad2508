import { useEffect, useRef } from 'react';
import { countDownTime } from '../../../domain/capture';
import { formatClock } from '../../../domain/model';
import type { Clip } from '../../../domain/video';
import { useT } from '../../i18n';
import { describeClip } from './describeClip';
import { quarterLabel } from '../quarterLabel';
import type { VideoSlot } from '../videoSlot';

type Props = {
  clips: readonly Clip<VideoSlot>[];
  current: number;
  onSelect: (index: number) => void;
  playerName: (clip: Clip<VideoSlot>) => string | null;
  showMatch: boolean;
};

/** The clips in play order; the current one is marked and kept in view. */
export function PlaylistList({ clips, current, onSelect, playerName, showMatch }: Props) {
  const t = useT('video');
  const list = useRef<HTMLOListElement>(null);
  // Scrolls the list only: scrollIntoView would also move the page away from the video.
  useEffect(() => {
    const box = list.current;
    const row = box?.querySelector<HTMLElement>('[aria-current="true"]')?.parentElement;
    if (!box || !row) return;
    if (row.offsetTop < box.scrollTop) box.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = row.offsetTop + row.offsetHeight - box.clientHeight;
  }, [current]);
  return (
    <ol
      ref={list}
      aria-label={t('page.playlist')}
      className="relative flex max-h-[32rem] flex-col overflow-y-auto rounded-md border border-slate-300 bg-white"
    >
      {clips.map((clip, index) => {
        const { event } = clip;
        const isCurrent = index === current;
        const name = playerName(clip);
        return (
          <li key={event.uuid} className="border-b border-slate-200 last:border-b-0">
            <button
              type="button"
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onSelect(index)}
              className={`flex min-h-touch w-full items-start gap-3 px-3 py-2 text-left ${isCurrent ? 'bg-amber-100' : 'hover:bg-pool-50'}`}
            >
              <span className="w-7 shrink-0 pt-0.5 text-right text-sm font-semibold text-slate-600">{index + 1}</span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-pool-900">
                  {describeClip(t, event)}
                  {event.needsReview ? <span className="ml-2 text-sm text-danger">{t('clip.needsReview')}</span> : null}
                </span>
                <span className="text-sm text-slate-700">
                  {t('clip.when', {
                    quarter: quarterLabel(t, event.quarter),
                    clock: countDownTime(event.time, event.quarter),
                    videoTime: formatClock(clip.videoTime, 'videoPosition'),
                  })}
                  {event.playerNumber != null ? ` · #${event.playerNumber}${name ? ` ${name}` : ''}` : ''}
                  {showMatch ? ` · ${clip.video.match.name}` : ''}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
