import { useId } from 'react';
import { isHalfwayLineAtPictureEdge } from '../../../domain/model';
import { POOL_ZONES, type PoolZone, type ShotMap } from '../../../domain/stats';
import { type Translate, useT } from '../../i18n';
import { PoolFarEdge } from '../../ui/pool/PoolFarEdge';
import { poolMetres } from '../../ui/pool/poolMetres';
import { formatMadeOf, formatPercent } from '../tables/formatFraction';
import { poolZoneName } from '../tables/poolZoneName';
import type { ShotMapClips } from '../clips/shotMapClips';
import { SHOT_OUTCOME_STYLE, SHOT_OUTCOMES } from './shotOutcomeStyle';
import { ShotMarker } from './ShotMarker';
import { SvgClipLink } from './SvgClipLink';

const WIDTH = 2000;
const DEPTH = 1250;
const GOAL_DEPTH = 90;
const LANES = { left: [0, 700], centre: [700, 1300], right: [1300, 2000] } as const;
const BANDS = { inside5: [0, 500], '5to8': [500, 800], beyond8: [800, DEPTH] } as const;
const WATER = '#cfe8f6';
const FRAME = '#0f3551';
const MARKER = 26;
/**
 * A shot's tap area: about 32 px across where the map is drawn 576 px wide on a tablet. It lies under every mark,
 * so a tap on a mark opens that shot and a tap beside one the nearest shot drawn last.
 */
const SHOT_HIT = 58;

function zoneBox(zone: PoolZone) {
  const [lane, band] = zone.split('-') as [keyof typeof LANES, keyof typeof BANDS];
  const [x1, x2] = LANES[lane];
  const [y1, y2] = BANDS[band];
  return { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
}

/** What the picture's far edge is, for the description: only a known pool is named. */
function poolDescription(t: Translate<'statistics'>, poolLength: number | undefined): string {
  if (poolLength === undefined) return '';
  const key = isHalfwayLineAtPictureEdge(poolLength) ? 'shots.poolToHalfway' : 'shots.poolShortOfHalfway';
  return ` ${t(key, poolMetres(poolLength))}`;
}

type Props = {
  map: ShotMap;
  title: string;
  /** Metres of the pool the shots were taken in; undefined when not known or the matches' pools differ. */
  poolLength?: number;
  /** Where the shots and the zones' figures play as clips; without it (or where null) they are not links. */
  clips?: ShotMapClips;
};

/**
 * The attacked half of the pool seen from above, goal at the top: every shot marked where it was taken,
 * by outcome, and goals/shots with % in each of the nine zones (lanes at 7 m and 13 m, bands at 5 m and 8 m).
 * The far edge follows the pool (PoolFarEdge): solid with the halfway line in a 25 m pool, dashed where it goes on.
 * The picture is an image described in words; the shots and zone figures with clips are links drawn over it.
 */
export function PoolShotMap({ map, title, poolLength, clips }: Props) {
  const t = useT('statistics');
  const id = useId();
  const counts = SHOT_OUTCOMES.map((outcome) =>
    t('shots.outcomeCount', {
      count: map.points.filter((point) => point.outcome === outcome).length,
      outcome: t(SHOT_OUTCOME_STYLE[outcome].labelKey).toLowerCase(),
    }),
  );
  const zones = POOL_ZONES.filter((zone) => map.zones[zone].attempts > 0).map((zone) =>
    t('shots.zoneFigure', { zone: poolZoneName(zone), value: formatMadeOf(map.zones[zone]) }),
  );
  const shotLinks = map.points.flatMap((point) => {
    const target = clips?.shot(point) ?? null;
    return target === null ? [] : [{ point, target }];
  });
  const targets = new Map(shotLinks.map(({ point, target }) => [point.eventUuid, target]));
  return (
    <svg
      viewBox={`-40 ${-GOAL_DEPTH - 40} ${WIDTH + 80} ${DEPTH + GOAL_DEPTH + 80}`}
      role="group"
      aria-labelledby={`${id}-title`}
      className="h-auto w-full max-w-xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {t('shots.mapDescription', { count: map.points.length, counts: counts.join(', ') })}
        {zones.length > 0 ? ` ${t('shots.zonesDescription', { zones: zones.join('; ') })}` : ''}
        {poolDescription(t, poolLength)}
      </desc>
      <g role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <PoolPicture poolLength={poolLength} />
      </g>
      {POOL_ZONES.map((zone) => {
        const fraction = map.zones[zone];
        if (fraction.attempts === 0) return null;
        const { x, y } = zoneBox(zone);
        const figure = (
          <g fontFamily="system-ui, sans-serif" textAnchor="middle" fontWeight={700}>
            <text x={x} y={y - 10} fontSize={64} fill={FRAME} stroke={WATER} strokeWidth={12} paintOrder="stroke">
              {formatMadeOf(fraction)}
            </text>
            <text x={x} y={y + 60} fontSize={56} fill={FRAME} stroke={WATER} strokeWidth={12} paintOrder="stroke">
              {formatPercent(fraction.percent)}
            </text>
          </g>
        );
        const target = clips?.zone(zone) ?? null;
        if (target === null)
          return (
            <g key={zone} aria-hidden="true">
              {figure}
            </g>
          );
        const box = { x: x - 130, y: y - 75, width: 260, height: 160 };
        return (
          <SvgClipLink
            key={zone}
            target={target}
            ring={<rect {...box} rx={20} fill="none" stroke={FRAME} strokeWidth={10} />}
          >
            <rect {...box} fill="transparent" />
            {figure}
          </SvgClipLink>
        );
      })}
      {shotLinks.map(({ point, target }) => (
        <SvgClipLink key={point.eventUuid} target={target} isTapAreaOnly>
          <circle cx={point.x} cy={point.y} r={SHOT_HIT} fill="transparent" />
        </SvgClipLink>
      ))}
      {map.points.map((point) => {
        const marker = <ShotMarker outcome={point.outcome} x={point.x} y={point.y} size={MARKER} />;
        const target = targets.get(point.eventUuid);
        if (!target)
          return (
            <g key={point.eventUuid} aria-hidden="true">
              {marker}
            </g>
          );
        return (
          <SvgClipLink
            key={point.eventUuid}
            target={target}
            ring={<circle cx={point.x} cy={point.y} r={MARKER + 22} fill="none" stroke={FRAME} strokeWidth={10} />}
          >
            <circle cx={point.x} cy={point.y} r={MARKER + 8} fill="transparent" />
            {marker}
          </SvgClipLink>
        );
      })}
    </svg>
  );
}

/** The attacked half of the pool with its goal, lines and zone lanes: everything but the shots and figures. */
function PoolPicture({ poolLength }: { poolLength: number | undefined }) {
  return (
    <>
      <rect x={0} y={0} width={WIDTH} height={DEPTH} fill={WATER} />
      <path d={`M 0 ${DEPTH} V 0 H ${WIDTH} V ${DEPTH}`} fill="none" stroke={FRAME} strokeWidth={8} />
      <line
        x1={0}
        y1={DEPTH}
        x2={WIDTH}
        y2={DEPTH}
        stroke={FRAME}
        strokeWidth={8}
        strokeDasharray={isHalfwayLineAtPictureEdge(poolLength) ? undefined : '40 30'}
        data-testid="pool-far-edge"
      />
      <rect x={850} y={-GOAL_DEPTH} width={300} height={GOAL_DEPTH} fill="white" stroke={FRAME} strokeWidth={10} />
      <line x1={0} y1={200} x2={WIDTH} y2={200} stroke="#b42318" strokeWidth={10} />
      <line x1={0} y1={500} x2={WIDTH} y2={500} stroke="#ca8a04" strokeWidth={10} />
      <line x1={0} y1={600} x2={WIDTH} y2={600} stroke="#15803d" strokeWidth={6} strokeDasharray="30 20" />
      {[700, 1300].map((x) => (
        <line
          key={x}
          x1={x}
          y1={0}
          x2={x}
          y2={DEPTH}
          stroke="#0f3551"
          strokeWidth={4}
          strokeDasharray="16 16"
          opacity={0.6}
        />
      ))}
      <line
        x1={0}
        y1={800}
        x2={WIDTH}
        y2={800}
        stroke="#0f3551"
        strokeWidth={4}
        strokeDasharray="16 16"
        opacity={0.6}
      />
      <PoolFarEdge poolLength={poolLength} water={WATER} labelSize={48} />
    </>
  );
}
