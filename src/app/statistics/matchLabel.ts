import type { StatisticsMatch } from '../../data/statistics';

/** "USA - ESP, 18 Jul 2017" */
export function matchLabel(match: StatisticsMatch): string {
  if (!match.date) return match.name;
  const date = new Date(match.date);
  if (Number.isNaN(date.getTime())) return match.name;
  return `${match.name}, ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}`;
}
