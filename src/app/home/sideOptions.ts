import type { MatchRow } from '../../data/db';
import type { TeamSide } from '../../domain/model';
import { translate } from '../i18n';

/** The side select's choices: the two team names, falling back to 'Team 1' and 'Team 2' (docs/product.md §2). */
export function sideOptions(match: MatchRow | null): { side: TeamSide; label: string }[] {
  return [
    { side: 'team1', label: match?.team1.name || translate('home', 'startDialog.team1') },
    { side: 'team2', label: match?.team2.name || translate('home', 'startDialog.team2') },
  ];
}
