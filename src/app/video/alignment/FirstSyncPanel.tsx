import { useId, useRef, useState } from 'react';
import { problemOf } from '../../../data/manage';
import { saveVideoAlignment } from '../../../data/video';
import { countDownTime } from '../../../domain/capture';
import type { MatchEvent } from '../../../domain/model';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { describeClip } from '../clips/describeClip';
import { quarterLabel } from '../quarterLabel';
import { useVideoSource } from '../useVideoSource';
import { SoundProposal } from './SoundProposal';
import type { VideoSlot } from '../videoSlot';

type Props = {
  /** A server video of the match, none of whose events has a time in it yet. */
  slot: VideoSlot & { server: NonNullable<VideoSlot['server']> };
  /** The events that video covers, none with a video time. */
  events: readonly MatchEvent[];
  isOnline: boolean;
};

/**
 * The first sync of a video no event has a time in (a match scored live, or imported, and its video added later):
 * without clips there is no clip to sync, so the video plays here on its own; the manager plays it to a moment they
 * know, picks that event and presses Sync here, and every event of the video follows (the clips appear).
 */
export function FirstSyncPanel({ slot, events, isOnline }: Props) {
  const t = useT('clips');
  const tv = useT('video');
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const source = useVideoSource(slot);
  const ordered = [...events].sort((a, b) => a.time - b.time);
  const [chosen, setChosen] = useState(ordered[0]?.uuid ?? '');
  const [isBusy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const label = (event: MatchEvent) =>
    `${quarterLabel(tv, event.quarter)} ${countDownTime(event.time, event.quarter)} · ${describeClip(tv, event)}${
      event.playerNumber != null ? ` #${event.playerNumber}` : ''
    }`;

  const syncHere = async () => {
    const videoTime = Math.max(0, Math.round((video.current?.currentTime ?? 0) * 100) / 100);
    setBusy(true);
    setStatus(null);
    try {
      await saveVideoAlignment(slot.server.id, [{ eventUuid: chosen, videoTime }]);
      setStatus({ text: tv('alignment.saved'), isError: false });
    } catch (caught) {
      setStatus({ text: tv('alignment.failed', { reason: problemOf(caught).message }), isError: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-md border border-amber-400 bg-amber-50 p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-pool-900">
        {t('firstSync.heading', { match: slot.match.name })}
      </h2>
      <p>{t('firstSync.howTo')}</p>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {source.src ? (
          <video
            ref={video}
            src={source.src}
            controls
            playsInline
            preload="metadata"
            className="aspect-video w-full rounded-md bg-black"
            aria-label={t('firstSync.video', { match: slot.match.name })}
          />
        ) : (
          <p className="rounded-md bg-white p-3">{source.problem ?? t('firstSync.loading')}</p>
        )}
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 font-semibold">
            {t('firstSync.event')}
            <select
              className="min-h-touch rounded-md border border-slate-400 bg-white px-3 font-normal"
              value={chosen}
              onChange={(changed) => setChosen(changed.target.value)}
            >
              {ordered.map((event) => (
                <option key={event.uuid} value={event.uuid}>
                  {label(event)}
                </option>
              ))}
            </select>
          </label>
          <Button disabled={!isOnline || isBusy || !source.src || chosen === ''} onClick={() => void syncHere()}>
            {tv('alignment.syncHere')}
          </Button>
          {!isOnline ? <p className="text-danger">{tv('alignment.offline')}</p> : null}
          <p role="status" className={`font-semibold ${status?.isError ? 'text-danger' : 'text-pool-900'}`}>
            {status?.text ?? ''}
          </p>
          <SoundProposal slot={slot} src={source.src} kind={source.kind} events={events} isOnline={isOnline} />
        </div>
      </div>
    </section>
  );
}
