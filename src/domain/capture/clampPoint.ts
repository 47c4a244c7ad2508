import type { PointCm } from './types';

export type PointBounds = { minX: number; maxX: number; minY: number; maxY: number };

/** A tapped point, rounded to whole centimetres and kept inside the picture. */
export function clampPoint(point: PointCm, bounds: PointBounds): PointCm {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  return { x: clamp(point.x, bounds.minX, bounds.maxX), y: clamp(point.y, bounds.minY, bounds.maxY) };
}
