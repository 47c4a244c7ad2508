import type { PointCm } from '../types';

export type PointBounds = { minX: number; maxX: number; minY: number; maxY: number };

/** A tapped point, rounded to whole centimetres and kept inside the picture. */
export function clampPoint(point: PointCm, bounds: PointBounds): PointCm {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  return { x: clamp(point.x, bounds.minX, bounds.maxX), y: clamp(point.y, bounds.minY, bounds.maxY) };
}

/** Positions are stored in centimetres and shown in metres: 1250 → '12.5'. null when nothing is stored. */
export function metresFromCentimetres(centimetres: number | null | undefined): string | null {
  if (centimetres === null || centimetres === undefined || !Number.isFinite(centimetres)) return null;
  return String(Math.round(centimetres) / 100);
}
