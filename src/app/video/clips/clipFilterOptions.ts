import type { MatchPlayerRow } from '../../../data/db';
import type { VideoMatch } from '../../../data/video';
import { shortPlayerName } from '../../../domain/capture';
import { EVENT_TYPES, SHOOT_OUTCOMES, SHOOT_SITUATIONS, type MatchEvent } from '../../../domain/model';
import { CLIP_EVENT_TYPES } from '../../../domain/video';
import type { Translate } from '../../i18n';
import type { SelectOption as FilterOption } from '../../ui/SelectField';
import { quarterLabel } from '../quarterLabel';
import { translateVideo } from '../translateVideo';

export type ClipFilterOptions = {
  teams: FilterOption[];
  players: FilterOption[];
  types: FilterOption[];
  outcomes: FilterOption[];
  situations: FilterOption[];
  quarters: FilterOption[];
  manAdvantages: FilterOption[];
};

/** What the filters offer for the chosen matches: their teams, and the caps and names of the chosen team. */
export function clipFilterOptions(
  matches: readonly VideoMatch[],
  chosen: readonly number[],
  team: number | null,
  events: readonly MatchEvent[],
  matchPlayers: readonly MatchPlayerRow[],
  t: Translate<'video'> = translateVideo,
): ClipFilterOptions {
  const teams = new Map<number, string>();
  for (const { match } of matches.filter(({ match }) => chosen.includes(match.id))) {
    for (const side of [match.team1, match.team2])
      if (side.id > 0) teams.set(side.id, side.name ?? t('names.team', { id: side.id }));
  }
  // A cap names a player only within a team: no team, no players to choose from.
  const caps =
    team === null
      ? []
      : [...new Set(events.filter((event) => event.team.id === team).map((event) => event.playerNumber))]
          .filter((cap): cap is number => cap != null)
          .sort((a, b) => a - b);
  const nameOf = (cap: number) => {
    const row = matchPlayers.find((player) => player.cap === cap && player.team.id === team);
    return row ? shortPlayerName(row.player) : '';
  };
  const bookkeeping = EVENT_TYPES.filter((type) => !CLIP_EVENT_TYPES.includes(type));
  return {
    teams: [...teams].map(([value, label]) => ({ value, label })),
    players: caps.map((cap) => ({ value: cap, label: `#${cap} ${nameOf(cap)}`.trim() })),
    types: [...CLIP_EVENT_TYPES, ...bookkeeping].map((type) => ({ value: type, label: t(`eventType.${type}`) })),
    outcomes: SHOOT_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcome.${outcome}`) })),
    situations: SHOOT_SITUATIONS.map((situation) => ({ value: situation, label: t(`situation.${situation}`) })),
    quarters: [1, 2, 3, 4, 5].map((quarter) => ({ value: quarter, label: quarterLabel(t, quarter) })),
    manAdvantages: (['MAN_UP', 'MAN_DOWN'] as const).map((value) => ({ value, label: t(`manAdvantage.${value}`) })),
  };
}
