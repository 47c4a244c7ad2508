/** Positions are stored in centimetres and shown in metres: 1250 → '12.5'. null when nothing is stored. */
export function metresFromCentimetres(centimetres: number | null | undefined): string | null {
  if (centimetres === null || centimetres === undefined || !Number.isFinite(centimetres)) return null;
  return String(Math.round(centimetres) / 100);
}
