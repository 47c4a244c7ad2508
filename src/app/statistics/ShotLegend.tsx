import { SHOT_OUTCOME_STYLE, SHOT_OUTCOMES } from './shotOutcomeStyle';
import { ShotMarker } from './ShotMarker';

/** The key to the shot marks. */
export function ShotLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-base" aria-label="Shot outcomes">
      {SHOT_OUTCOMES.map((outcome) => (
        <li key={outcome} className="flex items-center gap-2">
          <svg width="20" height="20" viewBox="-10 -10 20 20" aria-hidden="true">
            <ShotMarker outcome={outcome} x={0} y={0} size={7} />
          </svg>
          {SHOT_OUTCOME_STYLE[outcome].label}
        </li>
      ))}
    </ul>
  );
}
