import { countDownTime } from '../../../domain/capture';
import { formatClock } from '../../../domain/model';
import type { Clip, Roll, ScoreAt } from '../../../domain/video';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { describeClip } from './describeClip';
import { quarterLabel } from '../quarterLabel';
import { RollField } from '../player/RollField';
import type { VideoSlot } from '../videoSlot';

type Props = {
  clip: Clip<VideoSlot>;
  teamName: (teamId: number) => string;
  playerName: string | null;
  teams: { team1: number; team2: number };
  score: ScoreAt;
  override: Partial<Roll> | undefined;
  onOverride: (roll: Partial<Roll> | undefined) => void;
};

/** The current clip's event, the score once it happened, and this clip's own pre/post-roll. */
export function ClipDetails({ clip, teamName, playerName, teams, score, override, onOverride }: Props) {
  const t = useT('video');
  const { event } = clip;
  const shootout = score.shootout ? ` ${t('clip.shootout', score.shootout)}` : '';
  return (
    <section
      aria-label={t('clip.label')}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-pool-900" data-testid="clip-title">
          {describeClip(t, event)}
        </h2>
        {event.needsReview ? (
          <span className="rounded bg-danger px-2 py-0.5 text-sm font-semibold text-white">
            {t('clip.needsReview')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="font-semibold text-slate-700">{t('clip.match')}</dt>
        <dd>{clip.video.match.name}</dd>
        <dt className="font-semibold text-slate-700">{t('clip.team')}</dt>
        <dd>{teamName(event.team.id)}</dd>
        <dt className="font-semibold text-slate-700">{t('clip.player')}</dt>
        <dd>{event.playerNumber == null ? '—' : `#${event.playerNumber}${playerName ? ` ${playerName}` : ''}`}</dd>
        <dt className="font-semibold text-slate-700">{t('clip.time')}</dt>
        <dd>
          {quarterLabel(t, event.quarter)} {countDownTime(event.time, event.quarter)}
        </dd>
        <dt className="font-semibold text-slate-700">{t('clip.video')}</dt>
        <dd>
          {formatClock(clip.videoTime, 'videoPosition')} ({formatClock(clip.start, 'videoPosition')}–
          {formatClock(clip.end, 'videoPosition')})
        </dd>
        <dt className="font-semibold text-slate-700">{t('clip.score')}</dt>
        <dd data-testid="clip-score">
          {teamName(teams.team1)} {score.team1}–{score.team2} {teamName(teams.team2)}
          {shootout}
        </dd>
      </dl>
      {event.notes ? <p className="rounded bg-pool-50 p-2 text-slate-800">{event.notes}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <RollField
          label={t('clip.preRoll')}
          value={override?.pre ?? null}
          placeholder={String(clip.roll.pre)}
          onChange={(pre) => onOverride(clean({ ...override, pre }))}
        />
        <RollField
          label={t('clip.postRoll')}
          value={override?.post ?? null}
          placeholder={String(clip.roll.post)}
          onChange={(post) => onOverride(clean({ ...override, post }))}
        />
        {override ? (
          <Button variant="secondary" onClick={() => onOverride(undefined)}>
            {t('clip.reset')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** A roll of nulls is no override at all. */
function clean(roll: { pre?: number | null | undefined; post?: number | null | undefined }): Partial<Roll> | undefined {
  const next: Partial<Roll> = {};
  if (roll.pre != null) next.pre = roll.pre;
  if (roll.post != null) next.post = roll.post;
  return Object.keys(next).length > 0 ? next : undefined;
}
