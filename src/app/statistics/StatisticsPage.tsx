import { useEffect, useMemo, useState } from 'react';
import { recordSpan } from '../../data/statistics';
import { sharedPoolLength } from '../../domain/model';
import { isServedBySummaries, slicedQuarterOf } from '../../domain/stats';
import { useT } from '../i18n';
import { DownloadScoresheetButton } from '../scoresheet/DownloadScoresheetButton';
import { Button } from '../ui/Button';
import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import { BoxScorePrint } from './export/BoxScorePrint';
import { createClipLinker, createEventClipLinker } from './clips/clipLinker';
import { createPossessionClipLinker } from './clips/possessionClipLinker';
import { usePossessionClips } from './clips/usePossessionClips';
import { defaultMatchId } from './filters/defaultMatchId';
import { ExportContext } from './export/exportContext';
import { filterOptionsOf } from './filters/filterOptionsOf';
import { filterSummary } from './filters/filterSummary';
import { playerOptionsOf } from './filters/playerOptionsOf';
import { StatisticsFilters } from './filters/StatisticsFilters';
import { StatisticsNotices } from './StatisticsNotices';
import { UnreviewedNotice } from './UnreviewedNotice';
import { formatStatisticsQuery } from './statisticsQuery';
import { StatisticsTabs } from './StatisticsTabs';
import { STATISTICS_TABS } from './statisticsView';
import { toStatsFilter } from './filters/toStatsFilter';
import { useComputedStatistics } from './figures/useComputedStatistics';
import { useStatisticsData } from './figures/useStatisticsData';
import { useListedMatches } from './filters/useListedMatches';
import { useShownFigures } from './figures/useShownFigures';
import { useStatisticsView } from './useStatisticsView';
import { useStatsRosters } from './figures/useStatsRosters';
import { useQuarterSlicesFill } from './figures/useQuarterSlicesFill';
import { useQuarterSummaries } from './figures/useQuarterSummaries';
import { useStatsSummaries } from './figures/useStatsSummaries';
import { useSummaryStatistics } from './figures/useSummaryStatistics';
import './statisticsPrint.css';

/**
 * The statistics screen: filters (own state, mirrored in the URL), the figures of the chosen matches in
 * seven tabs, CSV export per table and a one-page print of the box score. Works offline on cached matches.
 */
export function StatisticsPage() {
  const t = useT('statistics');
  // On the page's timeline (the bench prints it): from the screen's first render to its commit.
  const [firstRenderAt] = useState(() => performance.now());
  useEffect(() => recordSpan('statistics: screen rendered → committed', firstRenderAt), [firstRenderAt]);
  const [view, update] = useStatisticsView();
  const list = useListedMatches();
  const filterKey = formatStatisticsQuery({ ...view, tabIndex: 0 });
  const filter = useMemo(() => toStatsFilter(view), [view]);
  // Side-choosing filters read the stored summaries, one quarter (with those) the stored quarter slices; any
  // other filter that cuts inside matches needs the events. So do slices still to be computed (a quarter's
  // first choice after the logs changed: seconds for a season), until they are stored.
  const isSummarized = isServedBySummaries(filter);
  const slicedQuarter = slicedQuarterOf(filter);
  // Known once the slices are read, after the events' read is chosen: the render that learns it renders again.
  const [areSlicesStale, setSlicesStale] = useState(false);
  const isSliced = slicedQuarter !== null && !areSlicesStale;
  const isMerged = isSummarized || isSliced;
  const data = useStatisticsData(view.matchIds, !isMerged);
  const summaries = useStatsSummaries(view.matchIds, data.isPending);
  const slices = useQuarterSummaries(summaries, slicedQuarter);
  const isStaleNow = slicedQuarter !== null && slices !== undefined && slices.stale.length > 0;
  useEffect(() => setSlicesStale(isStaleNow), [isStaleNow]);
  const matches = data.cached?.matches ?? null;
  const fromEvents = useComputedStatistics(isMerged ? null : matches, filter, filterKey);
  const fromSummaries = useSummaryStatistics(summaries, filter, filterKey, isSummarized);
  const fromSlices = useSummaryStatistics(slices, filter, filterKey, isSliced);
  const merged = isSummarized ? fromSummaries : fromSlices;
  const result = useShownFigures(isMerged ? merged : fromEvents, !isMerged || merged.stage === 'complete');
  useQuarterSlicesFill(summaries, result.isComplete && !result.isBusy);

  const fallbackMatch = list.matches ? defaultMatchId(list.matches) : null;
  useEffect(() => {
    if (view.matchIds.length === 0 && fallbackMatch != null) update({ matchIds: [fallbackMatch] });
  }, [view.matchIds.length, fallbackMatch, update]);

  const all = useMemo(() => list.matches ?? [], [list.matches]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t stands for the language the fallback names are in
  const options = useMemo(() => filterOptionsOf(all, view), [all, view, t]);
  // The player filter's choices wait for the first figures: those do not need thousands of roster rows.
  const rosters = useStatsRosters(view.matchIds, result.computed !== null);
  const players = useMemo(
    () => playerOptionsOf({ matches: summaries?.matches ?? [], rosters }, view.teamId),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t stands for the language the labels are in
    [summaries, rosters, view.teamId, t],
  );
  const shown = all.filter((match) => view.matchIds.includes(match.id));
  // The shot maps name a pool only when every match chosen is known to be played in one of that length; a match
  // chosen but not listed on this device is not known.
  const isEveryMatchListed = shown.length === view.matchIds.length;
  const poolLength = sharedPoolLength(isEveryMatchListed ? shown.map((match) => match.poolLength) : [null]);
  const exportContext = useMemo(
    () => ({
      matchNames: shown.map((match) => match.name),
      date:
        shown
          .map((match) => match.date ?? '')
          .sort()
          .at(-1) || null,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change only with the selection
    [all, view.matchIds],
  );
  const clip = useMemo(() => createClipLinker(summaries?.withVideo ?? [], view), [summaries?.withVideo, view]);
  const clipEvents = useMemo(() => createEventClipLinker(summaries?.withVideo ?? []), [summaries?.withVideo]);
  // The events behind the possession and lineup figures are read from the logs only while a tab shows them.
  const tab = STATISTICS_TABS[view.tabIndex]?.slug;
  const possessions = usePossessionClips(
    summaries?.withVideo ?? [],
    filter,
    tab === 'possessions' || tab === 'lineups',
  );
  const clipPossessions = useMemo(() => createPossessionClipLinker(possessions, clipEvents), [possessions, clipEvents]);

  const eventCounts = (summaries?.matches ?? []).map(({ summary }) => summary.eventCount);
  // A match whose summary is being computed has its log cached: count it among those with events.
  const eventCount = eventCounts.reduce((sum, count) => sum + count, 0) + (summaries?.stale.length ?? 0);
  const isLoading =
    list.matches === undefined ||
    // The latest ended match is about to be chosen: no empty state in between.
    (view.matchIds.length === 0 && fallbackMatch != null) ||
    summaries === undefined ||
    (!isMerged && data.cached === undefined) ||
    data.isPending ||
    list.isRefreshing;
  const teams = result.computed?.statistics.teams ?? [];
  const uncachedOffline = data.isOnline
    ? 0
    : eventCounts.filter((count) => count === 0).length + (summaries?.missing.length ?? 0);

  return (
    <section className="statistics-page flex flex-col gap-4">
      <div className="-mb-6 flex flex-wrap items-start justify-between gap-3 print:hidden">
        <PageHeading>{t('page.heading')}</PageHeading>
        <div className="flex flex-wrap items-start gap-3">
          {teams.length > 0 && view.matchIds.length === 1 ? (
            <DownloadScoresheetButton matchId={view.matchIds[0]!} />
          ) : null}
          {teams.length > 0 ? (
            <Button variant="secondary" onClick={() => window.print()}>
              {t('page.printBoxScore')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-3 print:hidden">
        <StatisticsNotices
          progress={data.progress}
          isBusy={result.isBusy && result.computed !== null}
          isOnline={data.isOnline}
          uncachedOffline={uncachedOffline}
          error={data.loadError ?? list.refreshError ?? result.error}
          onRetry={() => {
            list.retry();
            data.retry();
          }}
        />
        <UnreviewedNotice matches={summaries?.matches ?? []} />
        {list.matches === undefined ? (
          <LoadingState />
        ) : all.length === 0 && !list.isRefreshing ? (
          <EmptyState />
        ) : (
          <>
            <StatisticsFilters view={view} all={all} options={options} players={players} onChange={update} />
            <ExportContext value={exportContext}>
              {eventCount === 0 ? (
                isLoading || result.isBusy ? (
                  <LoadingState />
                ) : (
                  <EmptyState />
                )
              ) : result.computed === null ? (
                <LoadingState />
              ) : (
                <div
                  aria-busy={result.isBusy}
                  data-compute-ms={Math.round(result.computed.elapsedMs)}
                  data-complete={result.isComplete}
                  data-source={isSummarized ? 'summaries' : isMerged ? 'quarter slices' : 'events'}
                  data-team-filter={result.computed.statistics.filter.teamId ?? ''}
                  data-quarter-filter={result.computed.statistics.filter.quarters?.join(',') ?? ''}
                  className={result.isBusy ? 'opacity-80 transition-opacity' : ''}
                >
                  {teams.length === 0 ? (
                    <p className="text-lg text-slate-800">{t('page.nothingMatches')}</p>
                  ) : (
                    <StatisticsTabs
                      teams={teams}
                      clip={clip}
                      clipEvents={clipEvents}
                      clipPossessions={clipPossessions}
                      selectedIndex={view.tabIndex}
                      onChange={(tabIndex) => update({ tabIndex })}
                      isComplete={result.isComplete}
                      poolLength={poolLength}
                    />
                  )}
                </div>
              )}
            </ExportContext>
          </>
        )}
      </div>
      {teams.length > 0 ? (
        <BoxScorePrint
          teams={teams}
          title={t('page.printTitle', { matches: shown.map((match) => match.name).join(', ') })}
          filterSummary={filterSummary(view, options, players)}
        />
      ) : null}
    </section>
  );
}

function EmptyState() {
  const t = useT('statistics');
  return (
    <div className="rounded-lg border-2 border-dashed border-pool-400 bg-white p-6">
      <h2 className="text-2xl font-bold text-pool-900">{t('empty.heading')}</h2>
      <p className="mt-2 text-lg text-slate-800">{t('empty.text')}</p>
    </div>
  );
}
