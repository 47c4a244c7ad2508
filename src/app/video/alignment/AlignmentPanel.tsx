import { useMemo, useState } from 'react';
import { problemOf } from '../../../data/manage';
import { saveVideoAlignment } from '../../../data/video';
import { countDownTime } from '../../../domain/capture';
import { formatClock, type MatchEvent } from '../../../domain/model';
import type { AlignmentAnchor, Clip } from '../../../domain/video';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { describeClip } from '../clips/describeClip';
import { quarterLabel } from '../quarterLabel';
import { useVideoSource } from '../useVideoSource';
import type { VideoSlot } from '../videoSlot';
import { SoundProposal } from './SoundProposal';

type Props = {
  clip: Clip<VideoSlot>;
  /** The server video the clip plays from. */
  videoId: number;
  anchors: readonly AlignmentAnchor[];
  /** The match's events, to name the anchored ones. */
  events: readonly MatchEvent[];
  isOnline: boolean;
  /** The player's position now, in seconds. */
  currentTime: () => number;
};

/**
 * Aligns a match video with the log (docs/design.md §8): "Sync here" says the current clip's event is at the player's
 * position now; the sync points are listed with a remove button each, and "Undo alignment" clears them. Online only.
 */
export function AlignmentPanel({ clip, videoId, anchors, events, isOnline, currentTime }: Props) {
  const t = useT('video');
  const [isBusy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const { event } = clip;
  const canChange = isOnline && !isBusy;
  const source = useVideoSource(clip.video);
  const slot = clip.video;
  const span = useMemo(
    () =>
      events.filter((one) => one.match.id === slot.match.id && (slot.quarter == null || one.quarter === slot.quarter)),
    [events, slot.match.id, slot.quarter],
  );

  const when = (named: MatchEvent) => `${quarterLabel(t, named.quarter)} ${countDownTime(named.time, named.quarter)}`;
  const nameOf = (uuid: string) => {
    const named = events.find((candidate) => candidate.uuid === uuid);
    return named ? `${describeClip(t, named)} (${when(named)})` : t('alignment.unknownEvent');
  };
  const save = async (next: AlignmentAnchor[], done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await saveVideoAlignment(videoId, next);
      setStatus(done);
    } catch (caught) {
      setStatus(t('alignment.failed', { reason: problemOf(caught).message }));
    } finally {
      setBusy(false);
    }
  };
  const others = (uuid: string) => anchors.filter((anchor) => anchor.eventUuid !== uuid);
  const syncHere = () => {
    const videoTime = Math.max(0, Math.round(currentTime() * 100) / 100);
    void save([...others(event.uuid), { eventUuid: event.uuid, videoTime }], t('alignment.saved'));
  };

  return (
    <section
      aria-labelledby="alignment-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id="alignment-heading" className="text-lg font-bold text-pool-900">
        {t('alignment.heading')}
      </h2>
      <p className="text-slate-700">{t('alignment.howTo')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={syncHere} disabled={!canChange}>
          {t('alignment.syncHere')}
        </Button>
        <span className="text-slate-800">
          {t('alignment.event', { event: describeClip(t, event), when: when(event) })}
        </span>
      </div>
      {!isOnline ? <p className="text-slate-700">{t('alignment.offline')}</p> : null}
      {anchors.length > 0 ? (
        <>
          <h3 className="font-semibold text-pool-900">{t('alignment.anchors')}</h3>
          <ul aria-label={t('alignment.anchors')} className="flex max-h-64 flex-col gap-2 overflow-y-auto">
            {anchors.map((anchor) => (
              <li key={anchor.eventUuid} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {t('alignment.anchor', {
                    event: nameOf(anchor.eventUuid),
                    videoTime: formatClock(anchor.videoTime, 'videoPosition'),
                  })}
                </span>
                <Button
                  variant="secondary"
                  disabled={!canChange}
                  aria-label={t('alignment.removeName', { event: nameOf(anchor.eventUuid) })}
                  onClick={() => void save(others(anchor.eventUuid), t('alignment.removed'))}
                >
                  {t('alignment.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button variant="secondary" disabled={!canChange} onClick={() => void save([], t('alignment.undone'))}>
              {t('alignment.undo')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-700">{t('alignment.none')}</p>
      )}
      <p role="status" className="min-h-6 text-slate-800">
        {status}
      </p>
      {slot.server ? (
        <SoundProposal
          slot={{ ...slot, server: slot.server }}
          src={source.src}
          kind={source.kind}
          events={span}
          isOnline={isOnline}
        />
      ) : null}
    </section>
  );
}
