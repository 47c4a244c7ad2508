import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { storeReviewWrites } from '../../data/captureState';
import { resolutionWrites, type Difference, type Resolution } from '../../domain/review';
import type { TeamSide } from '../../domain/model';
import { refusalMessage } from '../capture/captureWords';
import { MissingMatch } from '../capture/MissingMatch';
import { useMatchRefresh } from '../capture/useMatchRefresh';
import { useMatchTips } from '../capture/useMatchTips';
import { useT } from '../i18n';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { buttonClasses } from '../ui/buttonClasses';
import { LoadingState } from '../ui/LoadingState';
import { showSnackbar } from '../ui/snackbarStore';
import { DifferenceList } from './DifferenceList';
import { OfficialReview } from './OfficialReview';
import { PairedLogs } from './PairedLogs';
import { SignOffPanel } from './SignOffPanel';
import { useMatchReview } from './useMatchReview';
import { useSignOff } from './useSignOff';

/**
 * Route {matchId}/review (issue: match review): where the two teams' logs disagree, computed on this device from both
 * cached logs (offline too), each difference with its one-tap resolutions, the two logs side by side, and the
 * sign-off. Resolutions are ordinary event writes through the outbox.
 */
export function ReviewPage() {
  const { matchId: param } = useParams<{ matchId: string }>();
  const matchId = Number(param);
  const t = useT('review');
  const refresh = useMatchRefresh(matchId);
  const review = useMatchReview(matchId);
  const tips = useMatchTips(matchId);
  const isOnline = useOnlineStatus();
  const { signOff, reload } = useSignOff(matchId, isOnline);
  const [isStoring, setIsStoring] = useState(false);
  if (review === undefined) return <LoadingState />;
  if (review === null) return <MissingMatch title={t('heading')} refresh={refresh} />;

  const { match, differences } = review;
  const teamNames: Record<TeamSide, string> = {
    team1: match.team1.name ?? 'team1',
    team2: match.team2.name ?? 'team2',
  };
  const isSigned = Boolean(signOff?.signedAt);
  const resolve = async (difference: Difference, resolution: Resolution) => {
    const writes = resolutionWrites(difference, resolution, {
      logs: review.logs,
      teamIds: { team1: match.team1.id, team2: match.team2.id },
      newUuid: () => crypto.randomUUID(),
    });
    setIsStoring(true);
    try {
      const refusal = await storeReviewWrites(matchId, writes);
      showSnackbar(refusal ? refusalMessage(refusal) : t('resolved'), refusal ? 'error' : 'success');
    } catch (error) {
      console.error('[review] resolution not stored', error);
      showSnackbar(t('notStored'), 'error');
    } finally {
      setIsStoring(false);
    }
  };

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto">
          <h1 className="text-3xl font-bold text-pool-900">{t('heading')}</h1>
          <p className="text-xl font-semibold text-pool-800">{match.name}</p>
        </div>
        <Link href={`/${matchId}/events`} className={buttonClasses('secondary')}>
          {t('events')}
        </Link>
      </div>
      {refresh === 'failed' ? (
        <p role="status" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-pool-900">
          {t('refreshFailed')}
        </p>
      ) : null}
      <SignOffPanel
        matchId={matchId}
        isOnline={isOnline}
        differenceCount={differences.length}
        signOff={signOff}
        onChanged={reload}
      />
      <section aria-labelledby="review-differences" className="flex flex-col gap-4">
        <h2 id="review-differences" className="text-2xl font-bold text-pool-900" data-testid="difference-count">
          {t('count', { count: differences.length })}
        </h2>
        {review.isOneLog ? (
          <p className="rounded-lg border border-pool-300 bg-white p-4 text-lg text-pool-900">{t('oneLog')}</p>
        ) : differences.length === 0 ? (
          <p className="rounded-lg border-2 border-green-700 bg-green-50 p-4 text-lg font-semibold text-pool-900">
            {t('agree')}
          </p>
        ) : (
          <DifferenceList
            matchId={matchId}
            review={review}
            teamNames={teamNames}
            canResolve={!isStoring && !isSigned}
            onResolve={(difference, resolution) => void resolve(difference, resolution)}
          />
        )}
      </section>
      <OfficialReview review={review} tips={tips} teamNames={teamNames} />
      <PairedLogs
        rows={review.rows}
        differences={differences}
        teamNames={teamNames}
        quarterLength={review.quarterLength}
      />
    </section>
  );
}
