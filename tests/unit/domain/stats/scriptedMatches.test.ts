import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMatchScript } from '../../../../src/domain/capture/script';
import { computeStatistics } from '../../../../src/domain/stats/computeStatistics';
import type { Fraction, TeamStatistics } from '../../../../src/domain/stats/types';

/**
 * The scripted demo matches (src/server/seed/matches), captured through the engine by both teams' scorers,
 * then counted by the statistics. Each box score below was counted by hand from the script lines, one line
 * per happening, not copied from the engine's output. Reading rules used for the count:
 * - a shot is Extra player when it comes after an exclusion of the other side and before that side's `back`
 *   or the first possession change (a `kept` shot keeps the man-up going);
 * - a man-up opportunity is each such extra-player possession, whether or not a shot followed;
 * - saves: the other side's `SAVED` lines (all on target); blocks: the other side's `BLOCKED` lines;
 *   steals: the other side's turnovers written with `steal #b`;
 * - a pair exclusion counts for both sides (committed and earned) but is no man-up;
 * - possessions: one per swim-off, change of ball, `kept` shot outside a man-up, exclusion (not pair: same
 *   side again) and `back` that ends a man-up; the shootout's are left out.
 */
const FIGURES: Record<string, (team: TeamStatistics) => string | number> = {
  Action: (team) => madeOf(team.boxScore.action),
  Centre: (team) => madeOf(team.boxScore.centre),
  'Extra player': (team) => madeOf(team.boxScore.extraPlayer),
  'Direct free throw': (team) => madeOf(team.boxScore.directFreeThrow),
  Penalty: (team) => madeOf(team.boxScore.penalty),
  Counterattack: (team) => madeOf(team.boxScore.counterattack),
  Drive: (team) => madeOf(team.boxScore.drive),
  'Total goals/shots': (team) => madeOf(team.boxScore.total),
  'Shootout (apart)': (team) => madeOf(team.boxScore.shootout),
  'Goals Q1 Q2 Q3 Q4': (team) => team.goalsByQuarter.quarters.join(' '),
  Assists: (team) => team.assists,
  Turnovers: (team) => team.turnovers.total,
  'Turnovers: ball lost': (team) => team.turnovers.BALL_LOST,
  'Turnovers: bad pass': (team) => team.turnovers.BAD_PASS,
  'Turnovers: shot clock': (team) => team.turnovers.TIME,
  'Turnovers: counter foul': (team) => team.turnovers.CONTRAFAULT,
  Steals: (team) => team.steals,
  Blocks: (team) => team.fieldBlocks,
  'Exclusions earned': (team) => team.exclusionsEarned.total,
  'Earned: normal': (team) => team.exclusionsEarned.NORMAL,
  'Earned: violence': (team) => team.exclusionsEarned.VIOLENCE,
  'Earned: with substitution': (team) => team.exclusionsEarned.WITH_SUBSTITUTION,
  'Earned: pair': (team) => team.exclusionsEarned.PAIR,
  'Exclusions committed': (team) => team.exclusionsCommitted.total,
  'Committed: normal': (team) => team.exclusionsCommitted.NORMAL,
  'Committed: violence': (team) => team.exclusionsCommitted.VIOLENCE,
  'Committed: with substitution': (team) => team.exclusionsCommitted.WITH_SUBSTITUTION,
  'Committed: pair': (team) => team.exclusionsCommitted.PAIR,
  'Penalties earned': (team) => team.penaltiesEarned,
  'Penalties committed': (team) => team.penaltiesCommitted,
  'Swim-offs won': (team) => madeOf(team.swimOffs),
  Timeouts: (team) => team.timeouts,
  'GK saves': (team) => team.goalkeeping.saves,
  'Save %': (team) => team.goalkeeping.savePercent ?? '–',
  'Man-up per opportunity': (team) => madeOf(team.manUp.perOpportunity),
  'Man-up per shot': (team) => madeOf(team.manUp.perShot),
  'Extra-man (official)': (team) => madeOf(team.manUp.official),
  'Man-down conceded/opportunities': (team) =>
    `${team.manDown.perOpportunity.goalsConceded}/${team.manDown.perOpportunity.possessions}`,
  'Man-down defence %': (team) => team.manDown.perOpportunity.percent ?? '–',
  'Man-down conceded/shots': (team) => madeOf(team.manDown.perShot),
  'Extra-man against (official)': (team) => madeOf(team.manDown.official),
  'Possessions attack/defence': (team) => `${team.possessions.offense.count}/${team.possessions.defense.count}`,
  'Scorers #cap:goals': (team) =>
    team.players
      .filter((player) => player.boxScore.total.made > 0)
      .map((player) => `#${player.caps[0]}:${player.boxScore.total.made}`)
      .join(' '),
};

function madeOf({ made, attempts }: Fraction): string {
  return `${made}/${attempts}`;
}

// Man-up: BUD's four (Q1 1:53 no shot before `back`, Q1 6:50 saved, Q2 5:12 saved kept then `back`, Q4 3:38
// saved); SPL's four (Q2 6:37 goal, Q3 0:33 saved, Q3 7:10 no shot before `back`, Q4 6:17 goal).
const MATCH_1 = `
                                   BUD       SPL
  Action                           4/12      3/7
  Centre                           3/5       1/4
  Extra player                     0/3       2/3
  Direct free throw                1/3       1/2
  Penalty                          1/1       1/1
  Counterattack                    1/4       0/2
  Drive                            1/3       1/2
  Total goals/shots                11/31     9/21
  Shootout (apart)                 0/0       0/0
  Goals Q1 Q2 Q3 Q4                1 3 3 4   2 2 2 3
  Assists                          9         5
  Turnovers                        0         9
  Turnovers: ball lost             0         3
  Turnovers: bad pass              0         2
  Turnovers: shot clock            0         2
  Turnovers: counter foul          0         2
  Steals                           3         0
  Blocks                           3         5
  Exclusions earned                4         4
  Earned: normal                   4         4
  Earned: violence                 0         0
  Earned: with substitution        0         0
  Earned: pair                     0         0
  Exclusions committed             4         4
  Committed: normal                4         4
  Committed: violence              0         0
  Committed: with substitution     0         0
  Committed: pair                  0         0
  Penalties earned                 1         1
  Penalties committed              1         1
  Swim-offs won                    2/4       2/4
  Timeouts                         0         1
  GK saves                         8         12
  Save %                           47.1      52.2
  Man-up per opportunity           0/4       2/4
  Man-up per shot                  0/3       2/3
  Extra-man (official)             0/4       2/4
  Man-down conceded/opportunities  2/4       0/4
  Man-down defence %               50        100
  Man-down conceded/shots          2/3       0/3
  Extra-man against (official)     2/4       0/4
  Possessions attack/defence       38/37     37/38
  Scorers #cap:goals               #2:1 #3:3 #6:1 #7:3 #8:2 #9:1  #4:3 #5:1 #7:2 #8:3
`;

// Man-up: BEL's nine (Q1 0:46 and Q2 2:45, 3:10 `back` before a shot; Q1 1:32 saved; Q1 2:23 goal; Q2 5:03
// saved; Q3 7:48 at the quarter's end; Q4 5:44 missed; Q4 6:38 saved); NAP's six (Q1 3:00 blocked, Q1 3:52
// `back`, Q1 4:14 saved, Q1 6:01 goal, Q3 4:38 goal, Q4 0:50 goal). The pair at Q3 6:41 is no man-up.
const MATCH_2 = `
                                   BEL       NAP
  Action                           4/9       1/9
  Centre                           1/5       3/5
  Extra player                     1/5       3/5
  Direct free throw                3/4       0/2
  Penalty                          1/1       1/1
  Counterattack                    1/1       0/4
  Drive                            1/2       2/3
  Total goals/shots                12/27     10/29
  Shootout (apart)                 0/0       0/0
  Goals Q1 Q2 Q3 Q4                3 4 2 3   2 1 4 3
  Assists                          3         6
  Turnovers                        6         1
  Turnovers: ball lost             1         1
  Turnovers: bad pass              1         0
  Turnovers: shot clock            1         0
  Turnovers: counter foul          3         0
  Steals                           1         2
  Blocks                           7         2
  Exclusions earned                10        7
  Earned: normal                   8         5
  Earned: violence                 0         1
  Earned: with substitution        1         0
  Earned: pair                     1         1
  Exclusions committed             7         10
  Committed: normal                5         8
  Committed: violence              1         0
  Committed: with substitution     0         1
  Committed: pair                  1         1
  Penalties earned                 1         1
  Penalties committed              1         1
  Swim-offs won                    2/4       2/4
  Timeouts                         1         0
  GK saves                         7         7
  Save %                           41.2      36.8
  Man-up per opportunity           1/9       3/6
  Man-up per shot                  1/5       3/5
  Extra-man (official)             1/9       3/6
  Man-down conceded/opportunities  3/6       1/9
  Man-down defence %               50        88.9
  Man-down conceded/shots          3/5       1/5
  Extra-man against (official)     3/6       1/9
  Possessions attack/defence       47/40     40/47
  Scorers #cap:goals               #3:1 #4:1 #6:2 #7:4 #8:1 #9:1 #10:1 #11:1  #2:2 #3:2 #7:2 #8:2 #9:2
`;

// Man-up: BUD's three (Q1 0:56 and Q2 1:09 `back` before a shot, Q3 2:22 saved); BEL's six (Q1 2:10 lost
// the ball, Q1 4:22 goal, Q2 3:37 and Q2 5:25 `back` before a shot, Q4 0:54 goal, Q4 3:17 blocked kept then
// `back`). The shootout (BEL 4 of 5, BUD 3 of 5) stays out of every other row.
const MATCH_3 = `
                                   BUD       BEL
  Action                           4/11      3/6
  Centre                           2/3       1/3
  Extra player                     0/1       2/3
  Direct free throw                3/4       0/2
  Penalty                          0/0       1/1
  Counterattack                    0/2       0/2
  Drive                            0/1       2/4
  Total goals/shots                9/22      9/21
  Shootout (apart)                 3/5       4/5
  Goals Q1 Q2 Q3 Q4                2 3 3 1   3 2 1 3
  Assists                          8         4
  Turnovers                        3         8
  Turnovers: ball lost             1         0
  Turnovers: bad pass              1         3
  Turnovers: shot clock            0         3
  Turnovers: counter foul          1         2
  Steals                           1         2
  Blocks                           5         1
  Exclusions earned                3         6
  Earned: normal                   3         5
  Earned: violence                 0         0
  Earned: with substitution        0         1
  Earned: pair                     0         0
  Exclusions committed             6         3
  Committed: normal                5         3
  Committed: violence              0         0
  Committed: with substitution     1         0
  Committed: pair                  0         0
  Penalties earned                 0         1
  Penalties committed              1         0
  Swim-offs won                    2/4       2/4
  Timeouts                         0         1
  GK saves                         5         10
  Save %                           35.7      52.6
  Man-up per opportunity           0/3       2/6
  Man-up per shot                  0/1       2/3
  Extra-man (official)             0/3       2/6
  Man-down conceded/opportunities  2/6       0/3
  Man-down defence %               66.7      100
  Man-down conceded/shots          2/3       0/1
  Extra-man against (official)     2/6       0/3
  Possessions attack/defence       32/39     39/32
  Scorers #cap:goals               #2:1 #3:2 #4:2 #8:1 #11:3  #2:1 #3:1 #5:1 #6:1 #7:1 #9:3 #11:1
`;

type Row = [figure: string, team1: string, team2: string];

/** The table's rows as [figure, team 1, team 2]; columns are two or more spaces apart. */
function rowsOf(table: string): Row[] {
  const [, ...lines] = table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line) => line.split(/\s{2,}/) as Row);
}

const matches: [file: string, table: string][] = [
  ['match-1-bud-spl.txt', MATCH_1],
  ['match-2-bel-nap-exclusions.txt', MATCH_2],
  ['match-3-bud-bel-shootout.txt', MATCH_3],
];

describe('the scripted matches, captured by both scorers, give the hand-counted box scores', () => {
  it.each(matches)('%s', (file, table) => {
    const text = readFileSync(new URL(`../../../../src/server/seed/matches/${file}`, import.meta.url), 'utf8');
    const logs = replayMatchScript(text);
    const stats = computeStatistics([
      {
        match: { id: 1, team1: { id: 1 }, team2: { id: 2 } },
        events: [...logs.team1.events, ...logs.team2.events],
        possessions: [...logs.team1.possessions, ...logs.team2.possessions],
      },
    ]);
    const team = (id: number) => stats.teams.find((candidate) => candidate.team.id === id)!;
    const expected = rowsOf(table);
    const computed = expected.map(([figure]): Row => {
      const of = FIGURES[figure];
      if (!of) throw new Error(`No figure named "${figure}"`);
      return [figure, String(of(team(1))), String(of(team(2)))];
    });

    expect(computed).toEqual(expected);
  });
});
