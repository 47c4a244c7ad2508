import type { ShotPoint } from '../../../domain/stats';
import { useT } from '../../i18n';
import { SHOT_OUTCOME_STYLE, SHOT_OUTCOMES } from './shotOutcomeStyle';
import { ShotMarker } from './ShotMarker';

/** The key to the shot marks; `outcomes` leaves out the ones a picture cannot show. */
export function ShotLegend({ outcomes = SHOT_OUTCOMES }: { outcomes?: readonly ShotPoint['outcome'][] }) {
  const t = useT('statistics');
  return (
    <ul className="flex flex-wrap gap-4 text-base" aria-label={t('shots.legend')}>
      {outcomes.map((outcome) => (
        <li key={outcome} className="flex items-center gap-2">
          <svg width="20" height="20" viewBox="-10 -10 20 20" aria-hidden="true">
            <ShotMarker outcome={outcome} x={0} y={0} size={7} />
          </svg>
          {t(SHOT_OUTCOME_STYLE[outcome].labelKey)}
        </li>
      ))}
    </ul>
  );
}
