import { useState } from 'react';
import type { Entity } from '../../../data/manage';
import { formatNumber, useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { AddTeamPlayers } from './AddTeamPlayers';
import { RosterRow } from './RosterRow';

type Props = {
  matchId: number;
  team: { id: number; name: string };
  rows: readonly Entity[];
  playersOnMatch: ReadonlySet<number>;
  reload: () => void;
};

/** One team's roster in a match. */
export function RosterTeam({ matchId, team, rows, playersOnMatch, reload }: Props) {
  const t = useT('manage');
  const [isAdding, setIsAdding] = useState(false);
  const headingId = `roster-${team.id}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-lg font-bold text-pool-900">
          {team.name} <span className="font-semibold text-slate-700">({formatNumber(rows.length)})</span>
        </h4>
        <Button variant={isAdding ? 'secondary' : 'primary'} onClick={() => setIsAdding(!isAdding)}>
          {isAdding ? t('close') : t('roster.addPlayers', { team: team.name })}
        </Button>
      </div>
      {isAdding ? (
        <AddTeamPlayers
          matchId={matchId}
          team={team}
          takenCaps={rows.map((row) => Number(row.cap))}
          playersOnMatch={playersOnMatch}
          onAdded={() => {
            setIsAdding(false);
            reload();
          }}
        />
      ) : null}
      <div className="overflow-x-auto rounded-md border border-slate-300">
        <table className="w-full border-collapse text-left" aria-labelledby={headingId}>
          <thead className="bg-pool-800 text-white">
            <tr>
              <th scope="col" className="px-2 py-2">
                {t('roster.cap')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('roster.player')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('roster.goalkeeper')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('roster.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-2 py-3 text-slate-700">
                  {t('roster.nobody')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <RosterRow
                  key={`${row.id}-${String(row.cap)}`}
                  matchId={matchId}
                  row={row}
                  teammates={rows}
                  reload={reload}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
