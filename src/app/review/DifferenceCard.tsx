import { Link } from 'wouter';
import type { TeamSide } from '../../domain/model';
import { resolutionsOf, type Difference, type Resolution } from '../../domain/review';
import { useT } from '../i18n';
import { Button } from '../ui/Button';
import type { DifferenceWords } from './differenceWords';

type Props = {
  matchId: number;
  difference: Difference;
  words: DifferenceWords;
  teamNames: Record<TeamSide, string>;
  /** False while a resolution is being stored or the match is signed: the buttons wait. */
  canResolve: boolean;
  onResolve: (resolution: Resolution) => void;
};

const SIDES: readonly TeamSide[] = ['team1', 'team2'];

/**
 * One difference: what differs and where, both logs' versions side by side (each with Edit on its event), and the
 * one-tap resolutions: take one team's version, not an event, or the second record deleted.
 */
export function DifferenceCard({ matchId, difference, words, teamNames, canResolve, onResolve }: Props) {
  const t = useT('review');
  const label = (resolution: Resolution) => {
    if (resolution === 'takeTeam1') return t('action.take', { team: teamNames.team1 });
    if (resolution === 'takeTeam2') return t('action.take', { team: teamNames.team2 });
    return t(resolution === 'notAnEvent' ? 'action.notAnEvent' : 'action.deleteDuplicate');
  };
  const resolutions = resolutionsOf(difference);
  return (
    <li className="flex flex-col gap-3 rounded-lg border-2 border-amber-400 bg-white p-4" data-kind={difference.kind}>
      <div>
        <h4 className="text-lg font-bold text-pool-900">{words.headline}</h4>
        {words.about ? <p className="text-pool-800">{words.about}</p> : null}
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3">
        {SIDES.map((side, index) => {
          const uuid = difference[side];
          return [
            index === 1 ? (
              <span key="vs" className="self-center font-semibold text-pool-700">
                {t('version.vs')}
              </span>
            ) : null,
            <div key={side} className="flex min-w-0 flex-col gap-1" data-testid={`version-${side}`}>
              <span className="text-sm font-semibold uppercase tracking-wide text-pool-700">{teamNames[side]}</span>
              <span className="text-lg font-semibold break-words text-pool-900">{words.versions[side]}</span>
              {uuid ? (
                <Link
                  href={`/${matchId}/events/${uuid}`}
                  className="self-start text-primary underline min-h-touch inline-flex items-center"
                  aria-label={t('action.editOf', { team: teamNames[side] })}
                >
                  {t('action.edit')}
                </Link>
              ) : null}
            </div>,
          ];
        })}
      </div>
      {resolutions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {resolutions.map((resolution) => (
            <Button
              key={resolution}
              variant={resolution === 'notAnEvent' || resolution === 'deleteDuplicate' ? 'danger' : 'secondary'}
              disabled={!canResolve}
              onClick={() => onResolve(resolution)}
            >
              {label(resolution)}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
