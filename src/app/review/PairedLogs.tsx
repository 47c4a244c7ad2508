import { DEFAULT_QUARTER_LENGTH, type MatchEvent, type TeamSide } from '../../domain/model';
import type { Difference, PairedRow } from '../../domain/review';
import { storedEventWords } from '../capture/captureWords';
import { useT } from '../i18n';

type Props = {
  rows: readonly PairedRow[];
  differences: readonly Difference[];
  teamNames: Record<TeamSide, string>;
  quarterLength: number | undefined;
};

const SIDES: readonly TeamSide[] = ['team1', 'team2'];

/**
 * The two teams' logs side by side, team1 left and team2 right: each happening both scorers record on one line, each
 * log's record in its own words; a line with a difference is marked.
 */
export function PairedLogs({ rows, differences, teamNames, quarterLength }: Props) {
  const t = useT('review');
  const differing = new Set(differences.flatMap((difference) => [difference.team1, difference.team2]));
  const words = (event: MatchEvent | null) =>
    event ? storedEventWords(event, quarterLength ?? DEFAULT_QUARTER_LENGTH) : t('logs.none');
  return (
    <section aria-labelledby="review-logs" className="flex flex-col gap-2">
      <h2 id="review-logs" className="text-2xl font-bold text-pool-900">
        {t('logs.title')}
      </h2>
      <p className="text-pool-800">{t('logs.caption')}</p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-pool-300 bg-white p-4">{t('logs.empty')}</p>
      ) : (
        <table className="w-full table-fixed border-collapse bg-white text-left" data-testid="paired-logs">
          <thead>
            <tr>
              {SIDES.map((side) => (
                <th key={side} scope="col" className="border-b-2 border-pool-700 p-2 text-lg text-pool-900">
                  {teamNames[side]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isDiffering = SIDES.some((side) => row[side] && differing.has(row[side].uuid));
              return (
                <tr
                  key={`${row.team1?.uuid ?? ''}:${row.team2?.uuid ?? ''}`}
                  className={isDiffering ? 'bg-amber-50' : 'odd:bg-pool-50'}
                  data-differs={isDiffering || undefined}
                >
                  {SIDES.map((side) => (
                    <td
                      key={side}
                      className={`border-b border-pool-200 p-2 align-top break-words ${
                        isDiffering && side === 'team1' ? 'border-l-4 border-l-amber-500' : ''
                      } ${row[side] ? 'text-pool-900' : 'text-pool-700'}`}
                    >
                      {words(row[side])}
                      {isDiffering && side === 'team2' ? (
                        <span className="ml-2 rounded bg-amber-200 px-1.5 text-sm font-semibold text-pool-900">
                          {t('logs.differs')}
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
