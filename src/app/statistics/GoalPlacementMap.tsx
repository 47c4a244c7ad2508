import { useId } from 'react';
import type { GoalMap } from '../../domain/stats';
import { formatPercent } from './formatFraction';

const ROWS = ['top', 'middle', 'bottom'] as const;
const COLUMNS = ['left', 'centre', 'right'] as const;

/** "top left" for zone 0 … "bottom right" for zone 8, as the shooter sees the goal. */
export function goalZoneName(zone: number): string {
  return `${ROWS[Math.floor(zone / 3)]} ${COLUMNS[zone % 3]}`;
}

/**
 * The goal mouth (3 m × 90 cm) as the shooter sees it, in nine zones: goals, saves and save % in each.
 * Darker zones took more goals.
 */
export function GoalPlacementMap({ map, title }: { map: GoalMap; title: string }) {
  const id = useId();
  const most = Math.max(1, ...map.zones.map((zone) => zone.goals));
  const placed = map.zones.filter((zone) => zone.goals + zone.saves > 0);
  return (
    <svg viewBox="-14 -14 328 118" role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full max-w-xl">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {placed.length === 0
          ? 'No shot on target has a goal position.'
          : placed.map((zone) => `${goalZoneName(zone.zone)}: ${zone.goals} goals, ${zone.saves} saves`).join('; ') + '.'}
      </desc>
      {map.zones.map((zone) => {
        const x = (zone.zone % 3) * 100;
        const y = Math.floor(zone.zone / 3) * 30;
        const isDark = zone.goals / most > 0.5;
        const hasShots = zone.goals + zone.saves > 0;
        return (
          <g key={zone.zone} aria-hidden="true" fontFamily="system-ui, sans-serif" textAnchor="middle">
            <rect x={x} y={y} width={100} height={30} fill={`rgba(180, 35, 24, ${0.08 + 0.7 * (zone.goals / most)})`} stroke="#94a3b8" strokeWidth={0.8} />
            <text x={x + 50} y={y + 13} fontSize={9.5} fontWeight={700} fill={isDark ? 'white' : '#0f3551'}>
              {hasShots ? `${zone.goals} G · ${zone.saves} S` : ''}
            </text>
            <text x={x + 50} y={y + 25} fontSize={8.5} fill={isDark ? 'white' : '#0f3551'}>
              {hasShots ? `${formatPercent(zone.savePercent)} saved` : ''}
            </text>
          </g>
        );
      })}
      <path d="M -6 96 L -6 -6 L 306 -6 L 306 96" fill="none" stroke="#0f3551" strokeWidth={8} strokeLinejoin="round" />
      <line x1={-14} y1={96} x2={314} y2={96} stroke="#1a7fb5" strokeWidth={3} />
    </svg>
  );
}
