import { useId } from 'react';
import type { GoalMap } from '../../../domain/stats';
import { useT } from '../../i18n';
import { formatPercent } from '../tables/formatFraction';
import { goalZoneName } from '../tables/goalZoneName';

/**
 * The goal mouth (3 m × 90 cm) as the shooter sees it, in nine zones: goals, saves and save % in each.
 * Darker zones took more goals.
 */
export function GoalPlacementMap({ map, title }: { map: GoalMap; title: string }) {
  const t = useT('statistics');
  const id = useId();
  const most = Math.max(1, ...map.zones.map((zone) => zone.goals));
  const placed = map.zones.filter((zone) => zone.goals + zone.saves > 0);
  return (
    <svg
      viewBox="-14 -14 328 118"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {placed.length === 0
          ? t('goalZone.noPosition')
          : placed
              .map((zone) =>
                t('goalZone.figures', { zone: goalZoneName(zone.zone), goals: zone.goals, saves: zone.saves }),
              )
              .join('; ') + '.'}
      </desc>
      {map.zones.map((zone) => {
        const x = (zone.zone % 3) * 100;
        const y = Math.floor(zone.zone / 3) * 30;
        const isDark = zone.goals / most > 0.5;
        const hasShots = zone.goals + zone.saves > 0;
        return (
          <g key={zone.zone} aria-hidden="true" fontFamily="system-ui, sans-serif" textAnchor="middle">
            <rect
              x={x}
              y={y}
              width={100}
              height={30}
              fill={`rgba(180, 35, 24, ${0.08 + 0.7 * (zone.goals / most)})`}
              stroke="#94a3b8"
              strokeWidth={0.8}
            />
            <text x={x + 50} y={y + 13} fontSize={9.5} fontWeight={700} fill={isDark ? 'white' : '#0f3551'}>
              {hasShots ? t('goalZone.mark', { goals: zone.goals, saves: zone.saves }) : ''}
            </text>
            <text x={x + 50} y={y + 25} fontSize={8.5} fill={isDark ? 'white' : '#0f3551'}>
              {hasShots ? t('goalZone.saved', { percent: formatPercent(zone.savePercent) }) : ''}
            </text>
          </g>
        );
      })}
      <path d="M -6 96 L -6 -6 L 306 -6 L 306 96" fill="none" stroke="#0f3551" strokeWidth={8} strokeLinejoin="round" />
      <line x1={-14} y1={96} x2={314} y2={96} stroke="#1a7fb5" strokeWidth={3} />
    </svg>
  );
}
