/**
 * The goal-mouth zone 0–8 of a goal point inside the frame: three columns of 1 m across, three rows of
 * 30 cm, numbered row by row from the top-left of the goal picture.
 */
export function goalZoneOf(x: number, y: number): number {
  const column = Math.min(2, Math.max(0, Math.floor(x / 100)));
  const row = y >= 60 ? 0 : y >= 30 ? 1 : 2;
  return row * 3 + column;
}
