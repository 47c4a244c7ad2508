import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { countDownTime } from '../../domain/capture';
import type { SharedClip, SharedPlaylist } from '../../domain/video';
import { fetchSharedPlaylist, type SharedPlaylistAnswer } from '../../data/clips';
import { formatDate, useT } from '../i18n';
import { Button } from '../ui/Button';
import { LoadingState } from '../ui/LoadingState';
import { describeClip } from '../video/clips/describeClip';
import { quarterLabel } from '../video/quarterLabel';

/**
 * The public page of a shared playlist, `/clips/{shareId}` (issue: clips for a player): no account, no menu, only
 * the shared clips. The player plays each clip from its start to its end and goes on to the next; the list and
 * the Previous/Next buttons choose one. A revoked or expired link says so.
 */
export function SharedClipsPage() {
  const { shareId = '' } = useParams<{ shareId: string }>();
  const t = useT('clips');
  const [answer, setAnswer] = useState<SharedPlaylistAnswer | null>(null);
  const load = useCallback(() => {
    setAnswer(null);
    void fetchSharedPlaylist(shareId).then(setAnswer);
  }, [shareId]);
  useEffect(load, [load]);

  if (answer === null) return <LoadingState />;
  if (answer.kind === 'unavailable')
    return (
      <Notice title={t('page.unavailable')}>
        <p>{t('page.unavailableHint')}</p>
      </Notice>
    );
  if (answer.kind === 'failed')
    return (
      <Notice title={t('page.failed')}>
        <Button onClick={load}>{t('page.retry')}</Button>
      </Notice>
    );
  return <SharedPlayer playlist={answer.playlist} />;
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-3 p-6">
      <h1 className="text-2xl font-bold text-pool-900">{title}</h1>
      {children}
    </main>
  );
}

function SharedPlayer({ playlist }: { playlist: SharedPlaylist }) {
  const t = useT('clips');
  const tv = useT('video');
  const video = useRef<HTMLVideoElement>(null);
  const [index, setIndex] = useState(0);
  const [hasFailed, setFailed] = useState(false);
  const { clips } = playlist;
  const clip = clips[index];
  const source = clip ? playlist.videos.find((one) => one.id === clip.videoId)?.url : undefined;

  // A chosen clip starts at its start and plays; the next one follows at its end.
  useEffect(() => {
    const element = video.current;
    if (!element || !clip) return;
    setFailed(false);
    const start = () => {
      element.currentTime = clip.start;
      void element.play().catch(() => undefined);
    };
    if (element.readyState >= 1 && element.getAttribute('src') === source) start();
    else element.addEventListener('loadedmetadata', start, { once: true });
    return () => element.removeEventListener('loadedmetadata', start);
  }, [clip, source]);

  const onTime = () => {
    const element = video.current;
    if (!element || !clip || element.currentTime < clip.end) return;
    if (index + 1 < clips.length) setIndex(index + 1);
    else element.pause();
  };

  const matchOf = (one: SharedClip) => playlist.matches.find((match) => match.id === one.event.match.id);
  const who = (one: SharedClip) => {
    const match = matchOf(one);
    const team = match ? [match.team1, match.team2].find((side) => side.id === one.event.team.id) : undefined;
    return one.event.playerNumber == null
      ? (team?.name ?? '')
      : t('clip.team', { team: team?.name ?? '', cap: one.event.playerNumber });
  };
  const when = (one: SharedClip) =>
    `${quarterLabel(tv, one.event.quarter)} ${countDownTime(one.event.time, one.event.quarter)}`;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-pool-900">{playlist.title}</h1>
        <p className="text-sm text-slate-700">
          {playlist.expiresAt ? t('page.sharedUntil', { date: formatDate(playlist.expiresAt) }) : t('page.sharedBy')}
        </p>
      </header>
      {clips.length === 0 || !clip ? (
        <p className="rounded-md border border-slate-300 bg-white p-3">{t('page.empty')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-2">
            <video
              ref={video}
              src={source}
              controls
              playsInline
              preload="metadata"
              className="aspect-video w-full rounded-md bg-black"
              aria-label={`${describeClip(tv, clip.event)} · ${who(clip)}`}
              onTimeUpdate={onTime}
              onError={() => setFailed(true)}
            />
            {hasFailed ? <p className="font-semibold text-danger">{t('page.videoFailed')}</p> : null}
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t('page.previous')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  if (!video.current) return;
                  video.current.currentTime = clip.start;
                  void video.current.play().catch(() => undefined);
                }}
              >
                {t('page.replay')}
              </Button>
              <Button variant="secondary" disabled={index + 1 >= clips.length} onClick={() => setIndex(index + 1)}>
                {t('page.next')}
              </Button>
              <p role="status" className="font-semibold text-pool-900" data-testid="clip-position">
                {t('page.position', { index: index + 1, count: clips.length })}
              </p>
            </div>
            <p className="text-lg font-semibold text-pool-900" data-testid="clip-title">
              {describeClip(tv, clip.event)} · {who(clip)} · {when(clip)}
            </p>
          </div>
          <ol
            aria-label={t('page.playlist')}
            className="flex max-h-[32rem] flex-col self-start overflow-y-auto rounded-md border border-slate-300 bg-white"
          >
            {clips.map((one, at) => (
              <li key={one.event.uuid} className="border-b border-slate-200 last:border-b-0">
                <button
                  type="button"
                  aria-current={at === index ? 'true' : undefined}
                  onClick={() => setIndex(at)}
                  className={`flex min-h-touch w-full items-start gap-3 px-3 py-2 text-left ${at === index ? 'bg-amber-100' : 'hover:bg-pool-50'}`}
                >
                  <span className="w-7 shrink-0 text-right text-sm font-semibold text-slate-600">{at + 1}</span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold text-pool-900">{describeClip(tv, one.event)}</span>
                    <span className="text-sm text-slate-700">
                      {who(one)} · {when(one)}
                      {playlist.matches.length > 1 ? ` · ${matchOf(one)?.name ?? ''}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </main>
  );
}
