import type { PointCm } from '../../../domain/capture';
import {
  GOAL_CENTRE_X_CM,
  GOAL_WIDTH_CM,
  isHalfwayLineAtPictureEdge,
  POOL_HALF_LENGTH_CM,
  POOL_WIDTH_CM,
} from '../../../domain/model';
import { pointText } from './pointText';
import { svgPoint } from './svgPoint';
import { type Translate, useT } from '../../i18n';
import { PoolFarEdge } from '../../ui/pool/PoolFarEdge';
import { poolMetres } from '../../ui/pool/poolMetres';

type Props = {
  x: number | null | undefined;
  y: number | null | undefined;
  onPick: (point: PointCm) => void;
  /** False where the editor shows 'Shooting from' beside the picture, to give the picture the height. */
  isCaptionShown?: boolean;
  /** The league's pool in metres (LeagueRules.poolLength); undefined draws the picture without naming a pool. */
  poolLength?: number;
};

const LINES = [
  { y: 200, colour: '#b42318' },
  { y: 500, colour: '#eab308' },
  { y: 600, colour: '#eab308' },
];

/** The water of the picture (bg-pool-300), which the far edge's label is haloed in. */
const WATER = '#86c4e4';

/** The picture's name says which pool it is and whether its far edge is the halfway line. */
function pictureName(t: Translate<'capture'>, poolLength: number | undefined): string {
  if (poolLength === undefined) return t('pool.picture');
  const key = isHalfwayLineAtPictureEdge(poolLength) ? 'pool.pictureToHalfway' : 'pool.pictureShortOfHalfway';
  return t(key, poolMetres(poolLength));
}

/**
 * The attacked half of the pool, 20 m wide and 12.5 m deep, goal at the top: a tap sets where the shot came
 * from, in centimetres from the left side line (x) and from the goal line (y). The far edge follows the league's
 * pool (PoolFarEdge): a solid frame with the halfway line in a 25 m pool, a dashed one where the pool goes on.
 */
export function PoolPicture({ x, y, onPick, isCaptionShown = true, poolLength }: Props) {
  const goalLeft = GOAL_CENTRE_X_CM - GOAL_WIDTH_CM / 2;
  const t = useT('capture');
  // Only the border's style changes, never its width: svgPoint's mapping of a tap stays the same.
  const farEdge = isHalfwayLineAtPictureEdge(poolLength) ? '' : '[border-bottom-style:dashed]';
  return (
    <figure className="flex min-w-0 flex-col gap-0.5">
      <svg
        viewBox={`0 0 ${POOL_WIDTH_CM} ${POOL_HALF_LENGTH_CM}`}
        role="img"
        aria-label={pictureName(t, poolLength)}
        data-testid="pool-picture"
        className={`w-full cursor-crosshair touch-manipulation rounded-md border-2 border-pool-700 bg-pool-300 ${farEdge}`}
        onClick={(event) => {
          const { x: px, y: py } = svgPoint(event);
          onPick({ x: Math.round(px), y: Math.round(py) });
        }}
      >
        <rect x={goalLeft} y={0} width={GOAL_WIDTH_CM} height={40} fill="white" stroke="#0f3551" strokeWidth={12} />
        {LINES.map((line) => (
          <line
            key={line.y}
            x1={0}
            x2={POOL_WIDTH_CM}
            y1={line.y}
            y2={line.y}
            stroke={line.colour}
            strokeWidth={10}
            strokeDasharray="40 30"
          />
        ))}
        <PoolFarEdge poolLength={poolLength} water={WATER} labelSize={64} />
        {x != null && y != null ? (
          <circle cx={x} cy={y} r={45} fill="#f59e0b" stroke="#0f3551" strokeWidth={12} />
        ) : null}
      </svg>
      {isCaptionShown ? (
        <figcaption className="text-xs font-semibold text-slate-900">
          {t('pool.shootingFrom', { point: pointText(x, y) })}
        </figcaption>
      ) : null}
    </figure>
  );
}
