import type { PointCm } from '../../../domain/capture';
import {
  GOAL_HEIGHT_CM,
  GOAL_PICTURE_MAX_X_CM,
  GOAL_PICTURE_MAX_Y_CM,
  GOAL_PICTURE_MIN_X_CM,
  GOAL_WIDTH_CM,
} from '../../../domain/model';
import { pointText } from './pointText';
import { svgPoint } from './svgPoint';
import { useT } from '../../i18n';

type Props = { x: number | null | undefined; y: number | null | undefined; onPick: (point: PointCm) => void };

const WIDTH = GOAL_PICTURE_MAX_X_CM - GOAL_PICTURE_MIN_X_CM;

/**
 * The goal mouth seen from the shooter, with a margin for shots wide or over: a tap sets where the shot went,
 * x in centimetres from the left post, y up from the water.
 */
export function GoalPicture({ x, y, onPick }: Props) {
  const toSvgY = (cm: number) => GOAL_PICTURE_MAX_Y_CM - cm;
  const t = useT('capture');
  return (
    <figure className="flex min-w-0 flex-col gap-0.5">
      <svg
        viewBox={`${GOAL_PICTURE_MIN_X_CM} 0 ${WIDTH} ${GOAL_PICTURE_MAX_Y_CM}`}
        role="img"
        aria-label={t('goal.picture')}
        data-testid="goal-picture"
        className="w-full cursor-crosshair touch-manipulation rounded-md border-2 border-pool-700 bg-pool-200"
        onClick={(event) => {
          const point = svgPoint(event);
          onPick({ x: Math.round(point.x), y: Math.round(GOAL_PICTURE_MAX_Y_CM - point.y) });
        }}
      >
        <rect
          x={0}
          y={toSvgY(GOAL_HEIGHT_CM)}
          width={GOAL_WIDTH_CM}
          height={GOAL_HEIGHT_CM}
          fill="white"
          fillOpacity={0.6}
        />
        <path
          d={`M 0 ${GOAL_PICTURE_MAX_Y_CM} V ${toSvgY(GOAL_HEIGHT_CM)} H ${GOAL_WIDTH_CM} V ${GOAL_PICTURE_MAX_Y_CM}`}
          fill="none"
          stroke="#b42318"
          strokeWidth={8}
        />
        <rect x={GOAL_PICTURE_MIN_X_CM} y={GOAL_PICTURE_MAX_Y_CM - 4} width={WIDTH} height={4} fill="#0b4f7c" />
        {x != null && y != null ? (
          <circle cx={x} cy={toSvgY(y)} r={9} fill="#f59e0b" stroke="#0f3551" strokeWidth={3} />
        ) : null}
      </svg>
      <figcaption className="text-xs font-semibold text-slate-900">
        {t('goal.shootingTo', { point: pointText(x, y) })}
      </figcaption>
    </figure>
  );
}
