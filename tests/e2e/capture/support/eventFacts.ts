/** Within how many centimetres a tap on a drawn pool or goal lands where the script says (a pixel is ~4 cm). */
const POINT_CM = 30;

/**
 * Stored facts with each point that lies within reach of the expected one taken as the expected one, so that
 * toEqual shows only the points a tap missed.
 */
export function alignPoints(
  stored: readonly Record<string, unknown>[],
  expected: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  const align = (point: unknown, wanted: unknown) =>
    (point as (number | null)[]).map((value, i) => {
      const target = (wanted as (number | null)[] | undefined)?.[i];
      return value !== null && target != null && Math.abs(value - target) <= POINT_CM ? target : value;
    });
  return stored.map((facts, i) => ({
    ...facts,
    from: align(facts.from, expected[i]?.from),
    to: align(facts.to, expected[i]?.to),
  }));
}

/**
 * Events whose editor offers no picker for the other team's player: the engine names the goalkeeper or the
 * script's opponent, the screen leaves it for the event list.
 */
const NO_OPPONENT_PICKER = new Set([
  'SHOOT',
  'SHOOTAGAINST',
  'PENALTYFOUL',
  'PENALTYFOULAGAINST',
  'SWIMOFF',
  'SWIMOFFAGAINST',
]);

/**
 * What a stored event says about the match, without what differs between two recordings of it: ids, uuids, the
 * clock (the screen's test does not set it) and the links to the other team's log. Points are compared with
 * alignPoints.
 */
export function eventFacts(event: Record<string, unknown>): Record<string, unknown> {
  const isOpponentOnScreen = !NO_OPPONENT_PICKER.has(String(event.type));
  const point = (x: unknown, y: unknown) => [typeof x === 'number' ? x : null, typeof y === 'number' ? y : null];
  const fields = [
    'type',
    'quarter',
    'offense',
    'extraPlayer',
    'playerNumber',
    'turnOverType',
    'exclusionType',
    'shootSituation',
    'shootOutcome',
    'shootType',
    'shootMethod',
    'formation',
  ];
  return {
    ...Object.fromEntries(fields.map((field) => [field, event[field] ?? null])),
    opponentPlayerNumber: isOpponentOnScreen ? (event.opponentPlayerNumber ?? null) : 'not on the screen',
    playersInWater: [...((event.playersInWater as number[] | null | undefined) ?? [])].sort((a, b) => a - b),
    from: point(event.shootFromPoolX, event.shootFromPoolY),
    to: point(event.shootToGoalX, event.shootToGoalY),
  };
}
