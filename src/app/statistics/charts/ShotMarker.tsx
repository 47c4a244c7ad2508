import { SHOT_OUTCOME_STYLE } from './shotOutcomeStyle';
import type { ShotPoint } from '../../../domain/stats';

/** One shot's mark at (x, y) in SVG units; `size` is its half-width. */
export function ShotMarker({
  outcome,
  x,
  y,
  size,
}: {
  outcome: ShotPoint['outcome'];
  x: number;
  y: number;
  size: number;
}) {
  const { colour, shape } = SHOT_OUTCOME_STYLE[outcome];
  const stroke = { stroke: 'white', strokeWidth: size / 4 };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={size} fill={colour} {...stroke} />;
    case 'square':
      return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={colour} {...stroke} />;
    case 'triangle':
      return (
        <polygon
          points={`${x},${y - size * 1.15} ${x + size},${y + size * 0.85} ${x - size},${y + size * 0.85}`}
          fill={colour}
          {...stroke}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${x - size} ${y - size} L${x + size} ${y + size} M${x + size} ${y - size} L${x - size} ${y + size}`}
          stroke={colour}
          strokeWidth={size / 2.2}
          strokeLinecap="round"
        />
      );
  }
}
