import type { MatchScript } from '../../../src/domain/capture/script';
import { TEAM_SIDES } from '../../../src/domain/model';
import { postAll, type BenchApi } from '../benchApi';
import { leagueOfScript } from './leagueOfScript';

export type ScorerMatch = { id: number; name: string; teamNames: { team1: string; team2: string } };

type Row = { id: number };

/**
 * A scheduled match of the script's two teams with their rosters, through the API as a data manager prepares one:
 * fresh league, teams and players each run (names are unique per league), so runs never meet. The league has the
 * rules the match was played by (leagueOfScript).
 */
export async function createScorerMatch(api: BenchApi, script: MatchScript): Promise<ScorerMatch> {
  const run = Date.now().toString(36);
  const teamNames = { team1: `${script.teams.team1.code} ${run}`, team2: `${script.teams.team2.code} ${run}` };
  const teams = {
    team1: (await api.post<Row>('/teams', { name: teamNames.team1, shortName: script.teams.team1.code })).body,
    team2: (await api.post<Row>('/teams', { name: teamNames.team2, shortName: script.teams.team2.code })).body,
  };
  const name = `${script.name} (taps bench ${run})`;
  const { body: league } = await api.post<Row>('/leagues', { name, ...leagueOfScript(script) });
  const { body: match } = await api.post<Row>('/matches', {
    name,
    league: { id: league.id },
    team1: { id: teams.team1.id },
    team2: { id: teams.team2.id },
    status: 'SCHEDULED',
  });
  for (const side of TEAM_SIDES) {
    const roster = script.teams[side].roster;
    const team = { id: teams[side].id };
    const players = await postAll<Row>(
      api,
      '/players',
      roster.map((player) => ({ firstName: player.firstName || '-', lastName: player.lastName || '-', team })),
    );
    await postAll(
      api,
      '/match-players',
      roster.map((player, index) => ({
        cap: player.cap,
        goalKeeper: player.goalKeeper ?? false,
        match: { id: match.id },
        team,
        player: { id: players[index]!.id },
      })),
    );
  }
  return { id: match.id, name, teamNames };
}
