import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  checkPlayerRows,
  importPlayers,
  listEntities,
  parsePlayerCsv,
  problemOf,
  type Entity,
} from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { REF_SOURCES } from '../entities/refSources';
import { INPUT_CLASSES } from '../entity/inputClasses';
import { RefPicker } from '../entity/RefPicker';
import { useAsync } from '../entity/useAsync';
import { PlayerImportPreview } from './PlayerImportPreview';

/** The preview's summary: all ready or some with problems, without or with rows that update a player. */
const SUMMARY_KEYS = {
  ready: ['playerImport.ready', 'playerImport.readyUpdates'],
  problems: ['playerImport.problems', 'playerImport.problemsUpdates'],
} as const;
const EXAMPLE = 'first name,last name,cap,goalkeeper\nGergely,Kovács,1,yes\nMárton,Vámos,2,\nKrisztián,Manhercz,3,';

/**
 * Players of a team from a CSV: paste or pick a file, see every row checked in a preview (and which rows
 * update a player the team has), optionally also put them on a match roster; nothing is written until
 * "Import" (then all rows in one transaction).
 */
export function PlayerImportPage({ entity: team }: { entity: Entity }) {
  const t = useT('manage');
  const [, navigate] = useLocation();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [match, setMatch] = useState<Entity | null>(null);
  const [serverErrors, setServerErrors] = useState<Map<number, string[]>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const roster = useAsync(`roster-caps-${match?.id}-${team.id}`, () =>
    match
      ? listEntities(
          '/match-players',
          new URLSearchParams({ 'matchId.equals': String(match.id), 'teamId.equals': String(team.id), size: '100' }),
        )
      : Promise.resolve({ items: [], total: 0 }),
  );
  // The team's players, so the preview can say which rows update a player instead of adding one.
  const teamPlayers = useAsync(`team-players-${team.id}`, () =>
    listEntities('/players', new URLSearchParams({ 'teamId.equals': String(team.id), size: '1000' })),
  );
  const rows = useMemo(() => {
    const context = {
      roster: (roster.data?.items ?? []).map((row) => ({
        cap: Number(row.cap),
        playerId: Number((row.player as { id?: number } | null)?.id),
      })),
      isCapRequired: match !== null,
      teamPlayers: (teamPlayers.data?.items ?? []).map((row) => ({
        id: row.id!,
        firstName: String(row.firstName ?? ''),
        lastName: String(row.lastName ?? ''),
        birthYear: (row.birthYear as number | null | undefined) ?? null,
      })),
    };
    return checkPlayerRows(parsePlayerCsv(text), context).map((row, index) => ({
      ...row,
      serverErrors: serverErrors.get(index) ?? [],
    }));
  }, [text, match, roster.data, teamPlayers.data, serverErrors]);
  const updates = rows.filter((row) => row.existingPlayerId !== null).length;
  const problems = rows.filter((row) => row.errors.length + row.serverErrors.length > 0).length;

  const changeText = (next: string) => {
    setText(next);
    setServerErrors(new Map());
    setFormError(null);
  };
  const confirm = async () => {
    setIsImporting(true);
    setFormError(null);
    try {
      const players = rows.map(({ firstName, lastName, birthYear, cap, goalKeeper }) => ({
        firstName,
        lastName,
        birthYear,
        cap,
        goalKeeper,
      }));
      const { created, updated } = await importPlayers(team.id!, players, match?.id ?? null);
      showSnackbar(
        t('playerImport.imported', { rows: rows.length, team: String(team.name), created, updated }),
        'success',
      );
      navigate(`/manage/team/${team.id}`);
    } catch (error) {
      const problem = problemOf(error);
      const byRow = new Map<number, string[]>();
      for (const fieldError of problem.fieldErrors) {
        const index = Number(fieldError.field.match(/^players\.(\d+)/)?.[1]);
        if (Number.isInteger(index)) byRow.set(index, [...(byRow.get(index) ?? []), fieldError.message]);
      }
      setServerErrors(byRow);
      setFormError(byRow.size ? t('playerImport.serverRefused') : problem.message);
    } finally {
      setIsImporting(false);
    }
  };

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          <Link href={`/manage/team/${team.id}`} className="underline underline-offset-2">
            {String(team.name)}
          </Link>
        </p>
        <h2 id="import-heading" className="text-2xl font-bold text-pool-900">
          {t('playerImport.heading')}
        </h2>
      </div>
      <div className="grid gap-4 rounded-lg border border-pool-200 bg-white p-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label htmlFor={textId} className="font-semibold text-pool-900">
            {t('playerImport.csv')}
          </label>
          <textarea
            id={textId}
            rows={8}
            className={`${INPUT_CLASSES} py-2 font-mono text-sm`}
            value={text}
            placeholder={EXAMPLE}
            onChange={(event) => changeText(event.target.value)}
          />
          <label htmlFor={fileId} className="font-semibold text-pool-900">
            {t('playerImport.chooseFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="min-h-touch"
            onChange={(event) => void event.target.files?.[0]?.text().then(changeText)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <RefPicker
            label={t('playerImport.roster')}
            source={REF_SOURCES.match}
            value={match}
            onChange={setMatch}
            placeholder={t('playerImport.noMatch')}
          />
          {match ? (
            <Button variant="secondary" className="self-start" onClick={() => setMatch(null)}>
              {t('playerImport.noRoster')}
            </Button>
          ) : null}
          <p className="text-slate-700">{t('playerImport.help')}</p>
        </div>
      </div>
      <PlayerImportPreview rows={rows} />
      <p aria-live="polite" className="font-semibold text-pool-900">
        {rows.length === 0
          ? t('playerImport.nothing')
          : t(SUMMARY_KEYS[problems === 0 ? 'ready' : 'problems'][updates > 0 ? 1 : 0], {
              rows: rows.length,
              problems,
              updates,
            })}
      </p>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={rows.length === 0 || problems > 0 || isImporting || teamPlayers.isLoading}
          onClick={() => void confirm()}
        >
          {t('playerImport.submit', { count: rows.length })}
        </Button>
        <Button variant="secondary" onClick={() => navigate(`/manage/team/${team.id}`)}>
          {t('cancel')}
        </Button>
      </div>
    </section>
  );
}
