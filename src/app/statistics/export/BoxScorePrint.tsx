import type { TeamStatistics } from '../../../domain/stats';
import { BoxScoreTab } from '../tabs/BoxScoreTab';
import { NO_CLIPS } from '../clips/clipLinker';

type Props = { teams: readonly TeamStatistics[]; title: string; filterSummary: string };

/** The box score as printed (hidden on screen): a title naming the matches and filters, no links. */
export function BoxScorePrint({ teams, title, filterSummary }: Props) {
  return (
    <section className="statistics-print hidden print:block" aria-hidden="true">
      <h2 className="text-lg font-bold">{title}</h2>
      {filterSummary ? <p className="mb-2 text-sm">{filterSummary}</p> : null}
      <BoxScoreTab teams={teams} clip={NO_CLIPS} />
    </section>
  );
}
