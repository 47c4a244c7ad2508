import { useEffect, useMemo, useRef, useState } from 'react';
import {
  alignVideoTimes,
  buildPlaylist,
  clipQueryString,
  playlistCsv,
  scoreAt,
  timelineOf,
  type ClipFilter,
  type Roll,
  type VideoAction,
} from '../../domain/video';
import { useT } from '../i18n';
import { activeFilterCount } from './clips/activeFilterCount';
import { activeFilterNames } from './clips/activeFilterNames';
import { AlignmentPanel } from './alignment/AlignmentPanel';
import { useSession } from '../auth/useSession';
import { Button } from '../ui/Button';
import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import { ClipDetails } from './clips/ClipDetails';
import { ClipFilters } from './clips/ClipFilters';
import { clipFilterOptions } from './clips/clipFilterOptions';
import { clipNames } from './clips/clipNames';
import { ClipTimeline } from './clips/ClipTimeline';
import { describeClip } from './clips/describeClip';
import { downloadCsv } from '../ui/downloadCsv';
import { FilterPanel } from './clips/FilterPanel';
import { LocalFileForAnyMatch } from './LocalFileForAnyMatch';
import { LocalVideoPicker } from './LocalVideoPicker';
import { NoVideoMatches } from './NoVideoMatches';
import { PlayerControls } from './player/PlayerControls';
import { PlaylistList } from './clips/PlaylistList';
import { ShareClipsButton } from '../clips/ShareClipsButton';
import { FirstSyncPanel } from './alignment/FirstSyncPanel';
import { firstSyncOf } from './alignment/firstSyncOf';
import { playlistWords } from './clips/playlistWords';
import { ShortcutsHelp } from './player/ShortcutsHelp';
import { useClipPlayback } from './player/useClipPlayback';
import { useClipQuery } from './clips/useClipQuery';
import { useClipSources } from './useClipSources';
import { useEventEntry } from './clips/useEventEntry';
import { useVideoMatches } from './useVideoMatches';
import { useVideoAlignments } from './alignment/useVideoAlignments';
import { useVideoShortcuts } from './player/useVideoShortcuts';
import { useVideoSource } from './useVideoSource';
import { VideoAnalysisNotices } from './VideoAnalysisNotices';
import { VideoMatchPicker } from './VideoMatchPicker';
import { VideoProblem } from './player/VideoProblem';
import { videoSlotsOf } from './videoSlot';
import { VideoSurface } from './player/VideoSurface';

/**
 * Video analysis (docs/design.md §8): the tagged events of the chosen matches, filtered, as a playlist of clips
 * played in order, with the filter state in the URL, CSV export and keyboard review. Works offline on
 * cached matches and on files picked on this device.
 */
export function VideoAnalysisPage() {
  const t = useT('video');
  const [query, update] = useClipQuery();
  const list = useVideoMatches();
  const { canManage } = useSession();
  const entry = useEventEntry(query, update);
  // No match chosen: the most recent match with video plays, without rewriting the URL.
  const firstMatch = list.matches?.[0]?.match.id ?? null;
  const isDefaultMatch = query.filter.matches.length === 0 && query.event === null && firstMatch !== null;
  const filter = useMemo(
    () => (isDefaultMatch ? { ...query.filter, matches: [firstMatch!] } : query.filter),
    [isDefaultMatch, query.filter, firstMatch],
  );
  const { rolls } = query;
  const sources = useClipSources(filter.matches);
  const [overrides, setOverrides] = useState<Record<string, Partial<Roll>>>({});
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [index, setIndex] = useState(0);

  const matches = useMemo(() => list.matches ?? [], [list.matches]);
  const slots = useMemo(() => videoSlotsOf(matches), [matches]);
  const events = useMemo(() => sources.sources?.events ?? [], [sources.sources]);
  const matchPlayers = useMemo(() => sources.sources?.matchPlayers ?? [], [sources.sources]);
  const alignments = useVideoAlignments(slots);
  // Clips play at the aligned times of videos synced with the log (docs/design.md §8).
  const alignedEvents = useMemo(
    () => alignVideoTimes(events, slots, (slot) => (slot.server ? alignments.get(slot.server.id) : null)),
    [events, slots, alignments],
  );
  const playlist = useMemo(
    () =>
      buildPlaylist({ events: alignedEvents, videos: slots, filter, rolls, overrides, pinnedUuid: entry.pinnedUuid }),
    [alignedEvents, slots, filter, rolls, overrides, entry.pinnedUuid],
  );
  const { clips } = playlist;
  const firstSync = useMemo(
    () => firstSyncOf(clips.length, playlist.withoutVideo, slots, filter.matches),
    [clips.length, playlist.withoutVideo, slots, filter.matches],
  );

  // A new filter starts the playlist over; a linked event opens at its clip once it is listed.
  const filterKey = clipQueryString({ filter, rolls: { pre: null, post: null }, event: null });
  const shownFilter = useRef(filterKey);
  const openedPin = useRef<string | null>(null);
  useEffect(() => {
    if (shownFilter.current !== filterKey) {
      shownFilter.current = filterKey;
      setIndex(0);
    }
    const pinned = entry.pinnedUuid;
    if (pinned && openedPin.current !== pinned) {
      const at = clips.findIndex((clip) => clip.event.uuid === pinned);
      if (at >= 0) {
        openedPin.current = pinned;
        setIndex(at);
      }
    }
  }, [filterKey, entry.pinnedUuid, clips]);

  const current = clips[Math.min(index, Math.max(0, clips.length - 1))] ?? null;
  const source = useVideoSource(current?.video ?? null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const videoProblem =
    source.problem ??
    (source.src !== null && failedSrc === source.src
      ? t(list.isOnline ? 'page.videoFailed' : 'page.videoFailedOffline')
      : null);
  const playback = useClipPlayback(clips, index, setIndex, source.src);
  const names = useMemo(() => clipNames(t, matches, matchPlayers), [t, matches, matchPlayers]);
  const options = useMemo(
    () => clipFilterOptions(matches, filter.matches, filter.team, events, matchPlayers, t),
    [t, matches, filter.matches, filter.team, events, matchPlayers],
  );
  const timeline = useMemo(
    () => timelineOf(clips, playback.index, alignedEvents, playback.duration),
    [clips, playback.index, alignedEvents, playback.duration],
  );

  useVideoShortcuts((action: VideoAction) => {
    if (action === 'help') return setHelpOpen((open) => !open);
    if (action === 'togglePlay') playback.togglePlay();
    else if (action === 'previousClip') playback.previous();
    else if (action === 'nextClip') playback.next();
    else if (action === 'frameBack') playback.stepFrame(-1);
    else if (action === 'frameForward') playback.stepFrame(1);
    else if (action === 'slower') playback.changeRate(-1);
    else if (action === 'faster') playback.changeRate(1);
    else if (action === 'toggleLoop') playback.toggleLoop();
  }, isHelpOpen);

  const changeFilter = (change: Partial<ClipFilter>) =>
    update({ ...query, filter: { ...filter, ...change }, event: null });
  const exportCsv = () =>
    downloadCsv(
      `poolside_playlist_${new Date().toISOString().slice(0, 10)}.csv`,
      playlistCsv(clips, names, playlistWords(t)),
    );

  if (list.matches === undefined || (list.matches.length === 0 && list.isRefreshing)) return <LoadingState />;
  const match = current
    ? matches.find((m) => m.match.id === current.event.match.id)
    : matches.find((m) => filter.matches.includes(m.match.id));

  return (
    <section className="flex flex-col gap-4">
      <div className="-mb-6 flex flex-wrap items-start justify-between gap-3">
        <PageHeading>{t('page.heading')}</PageHeading>
        <div className="flex flex-wrap gap-2">
          {canManage ? (
            <ShareClipsButton
              clips={clips}
              defaultTitle={t('page.clipCount', { count: clips.length })}
              rolls={query.rolls}
              isOnline={list.isOnline}
            />
          ) : null}
          <Button variant="secondary" onClick={exportCsv} disabled={clips.length === 0}>
            {t('page.exportCsv')}
          </Button>
        </div>
      </div>
      <VideoAnalysisNotices
        isOnline={list.isOnline}
        listError={list.error}
        sourcesError={sources.error}
        isLoadingEvents={sources.isLoading && events.length === 0 && filter.matches.length > 0}
        withoutVideo={matches.length === 0 ? 0 : playlist.withoutVideo.length}
        isEventNotFound={entry.isNotFound}
        onRetry={() => {
          list.retry();
          sources.retry();
        }}
      />
      {canManage && firstSync ? (
        <FirstSyncPanel slot={firstSync.slot} events={firstSync.events} isOnline={list.isOnline} />
      ) : null}
      {matches.length === 0 ? (
        <NoVideoMatches canManage={canManage} onLocalFile={(id) => changeFilter({ matches: [id] })} />
      ) : (
        <>
          <FilterPanel
            activeCount={activeFilterCount(filter)}
            activeNames={activeFilterNames(
              filter,
              options,
              t('filters.needsReview'),
              t('filters.chosenEvents', { count: filter.events?.length ?? 0 }),
            )}
          >
            <VideoMatchPicker
              matches={matches}
              chosen={filter.matches}
              onChange={(ids) => changeFilter({ matches: ids })}
            />
            <details className="rounded-md border border-slate-300 bg-white px-3">
              <summary className="flex min-h-touch cursor-pointer items-center font-semibold text-pool-900">
                {t('page.localFileForOtherMatch')}
              </summary>
              <div className="pb-3">
                <LocalFileForAnyMatch
                  exclude={matches.map(({ match }) => match.id)}
                  onKept={(id) => changeFilter({ matches: [id] })}
                />
              </div>
            </details>
            <ClipFilters
              filter={filter}
              rolls={rolls}
              options={options}
              onFilter={changeFilter}
              onRolls={(next) => update({ ...query, rolls: next })}
            />
          </FilterPanel>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-3">
              <div className="relative">
                <VideoSurface
                  ref={playback.surface}
                  src={source.src}
                  label={current ? t('page.videoOf', { match: current.video.match.name }) : t('page.matchVideo')}
                  onFrame={playback.onFrame}
                  onPlayingChange={playback.onPlayingChange}
                  onDuration={playback.onDuration}
                  onEnded={playback.onEnded}
                  onError={() => setFailedSrc(source.src)}
                  className="max-h-[60vh]"
                />
                {videoProblem || (!current && filter.matches.length > 0) ? (
                  <VideoProblem
                    text={videoProblem ?? t(sources.isLoading ? 'page.loadingClips' : 'page.noClips')}
                    onAllow={source.askPermission}
                  />
                ) : null}
              </div>
              <PlayerControls playback={playback} count={clips.length} onHelp={() => setHelpOpen(true)} />
              <ClipTimeline
                timeline={timeline}
                quarter={current?.event.quarter ?? null}
                time={playback.time}
                onSelect={(at) => playback.select(at)}
                describe={(at) => (clips[at] ? describeClip(t, clips[at].event) : '')}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <h2 className="text-lg font-bold text-pool-900">
                {t('page.playlist')}{' '}
                <span className="font-normal text-slate-700">{t('page.clipCount', { count: clips.length })}</span>
              </h2>
              {clips.length > 0 ? (
                <PlaylistList
                  clips={clips}
                  current={playback.index}
                  onSelect={(at) => playback.select(at)}
                  playerName={(clip) =>
                    clip.event.playerNumber == null
                      ? null
                      : names.playerName(clip.event.match.id, clip.event.team.id, clip.event.playerNumber)
                  }
                  showMatch={filter.matches.length > 1}
                />
              ) : (
                <p className="rounded-md border border-slate-300 bg-white p-3 text-slate-700">
                  {t(filter.matches.length === 0 ? 'page.chooseMatch' : 'page.noClips')}
                </p>
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-3">
              {current ? (
                <ClipDetails
                  clip={current}
                  teamName={names.teamName}
                  playerName={
                    current.event.playerNumber == null
                      ? null
                      : names.playerName(current.event.match.id, current.event.team.id, current.event.playerNumber)
                  }
                  teams={{ team1: match?.match.team1.id ?? 0, team2: match?.match.team2.id ?? 0 }}
                  score={scoreAt(
                    events.filter((e) => e.match.id === current.event.match.id),
                    { team1: { id: match?.match.team1.id ?? 0 }, team2: { id: match?.match.team2.id ?? 0 } },
                    current.event,
                  )}
                  override={overrides[current.event.uuid]}
                  onOverride={(roll) =>
                    setOverrides(({ [current.event.uuid]: _old, ...rest }) =>
                      roll ? { ...rest, [current.event.uuid]: roll } : rest,
                    )
                  }
                />
              ) : null}
              {current?.video.server && canManage ? (
                <AlignmentPanel
                  clip={current}
                  videoId={current.video.server.id}
                  anchors={alignments.get(current.video.server.id) ?? []}
                  events={events}
                  isOnline={list.isOnline}
                  currentTime={() => playback.surface.current?.currentTime() ?? 0}
                />
              ) : null}
              {match ? <LocalVideoPicker match={match.match} localVideos={match.localVideos} /> : null}
            </div>
          </div>
        </>
      )}
      <ShortcutsHelp open={isHelpOpen} onClose={() => setHelpOpen(false)} />
    </section>
  );
}
