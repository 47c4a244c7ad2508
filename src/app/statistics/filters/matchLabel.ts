import type { ListedMatch } from '../../../data/statistics';
import { formatDate } from '../../i18n';

/** "USA - ESP, 18 Jul 2017" ("USA - ESP, 2017. júl. 18." in Hungarian) */
export function matchLabel(match: ListedMatch): string {
  if (!match.date) return match.name;
  const date = new Date(match.date);
  if (Number.isNaN(date.getTime())) return match.name;
  return `${match.name}, ${formatDate(date)}`;
}
