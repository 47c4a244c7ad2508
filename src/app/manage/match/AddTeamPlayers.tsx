import { useMemo, useState } from 'react';
import { addToRoster, listEntities, previousCaps, problemOf, suggestCaps, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { playerLabel } from '../entities/refSources';
import { INPUT_BASE } from '../entity/inputClasses';
import { useAsync } from '../entity/useAsync';

type Props = {
  matchId: number;
  team: { id: number; name: string };
  takenCaps: readonly number[];
  playersOnMatch: ReadonlySet<number>;
  onAdded: () => void;
};
type Choice = { isChosen: boolean; cap: string; goalKeeper: boolean };

/**
 * The team's players not yet on the match, all ticked, with caps from the next free numbers (1, 2, 3…);
 * adjust, untick, then add them all in one request.
 */
export function AddTeamPlayers({ matchId, team, takenCaps, playersOnMatch, onAdded }: Props) {
  const t = useT('manage');
  const squad = useAsync(`squad-${team.id}`, async () => {
    const { items } = await listEntities(
      '/players',
      new URLSearchParams({ 'teamId.equals': String(team.id), sort: 'lastName,asc', size: '100' }),
    );
    return { players: items, previous: await previousCaps(items.map((player) => player.id!)) };
  });
  const candidates = useMemo(
    () => (squad.data?.players ?? []).filter((player) => !playersOnMatch.has(player.id!)),
    [squad.data, playersOnMatch],
  );
  const suggested = useMemo(() => {
    const previous = new Map([...(squad.data?.previous ?? [])].map(([id, last]) => [id, last.cap]));
    return suggestCaps(
      candidates.map((player) => player.id!),
      takenCaps,
      previous,
    );
  }, [candidates, takenCaps, squad.data]);
  const [choices, setChoices] = useState<Record<number, Partial<Choice>>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const choiceOf = (player: Entity, index: number): Choice => ({
    isChosen: true,
    cap: String(suggested[index] ?? ''),
    goalKeeper: squad.data?.previous.get(player.id!)?.goalKeeper ?? false,
    ...choices[player.id!],
  });
  const update = (id: number, change: Partial<Choice>) =>
    setChoices((previous) => ({ ...previous, [id]: { ...previous[id], ...change } }));
  const chosen = candidates
    .map((player, index) => ({ player, choice: choiceOf(player, index) }))
    .filter(({ choice }) => choice.isChosen);

  const add = async () => {
    setFormError(null);
    setErrors({});
    setIsSaving(true);
    try {
      await addToRoster(
        matchId,
        team.id,
        chosen.map(({ player, choice }) => ({
          player: { id: player.id! },
          cap: Number(choice.cap),
          goalKeeper: choice.goalKeeper,
        })),
      );
      showSnackbar(t('addPlayers.added', { count: chosen.length, team: team.name }), 'success');
      onAdded();
    } catch (error) {
      const problem = problemOf(error);
      const byPlayer: Record<number, string> = {};
      for (const fieldError of problem.fieldErrors) {
        const index = Number(fieldError.field.match(/^players\.(\d+)/)?.[1]);
        const entry = chosen[index];
        if (entry) byPlayer[entry.player.id!] = fieldError.message;
      }
      setErrors(byPlayer);
      setFormError(problem.message);
    } finally {
      setIsSaving(false);
    }
  };

  if (squad.isLoading && !squad.data) return <p role="status">{t('addPlayers.loading')}</p>;
  if (candidates.length === 0) return <p className="text-slate-700">{t('addPlayers.none', { team: team.name })}</p>;
  return (
    <div className="rounded-md border-2 border-pool-300 bg-pool-50 p-3">
      <table className="w-full text-left">
        <caption className="sr-only">{t('addPlayers.caption', { team: team.name })}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-2">
              {t('addPlayers.add')}
            </th>
            <th scope="col" className="px-2">
              {t('roster.player')}
            </th>
            <th scope="col" className="px-2">
              {t('roster.cap')}
            </th>
            <th scope="col" className="px-2">
              {t('roster.goalkeeper')}
            </th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((player, index) => {
            const choice = choiceOf(player, index);
            const name = playerLabel(player);
            return (
              <tr key={player.id} className="align-top">
                <td className="px-2 py-1">
                  <input
                    type="checkbox"
                    aria-label={t('addPlayers.addName', { name })}
                    className="size-6 accent-primary"
                    checked={choice.isChosen}
                    onChange={(event) => update(player.id!, { isChosen: event.target.checked })}
                  />
                </td>
                <td className="px-2 py-1">{name}</td>
                <td className="px-2 py-1">
                  <input
                    type="number"
                    min={1}
                    max={99}
                    aria-label={t('addPlayers.capFor', { name })}
                    aria-invalid={errors[player.id!] ? true : undefined}
                    className={`${INPUT_BASE} w-20`}
                    value={choice.cap}
                    disabled={!choice.isChosen}
                    onChange={(event) => update(player.id!, { cap: event.target.value })}
                  />
                  {errors[player.id!] ? (
                    <p className="text-sm font-semibold text-danger">{errors[player.id!]}</p>
                  ) : null}
                </td>
                <td className="px-2 py-1">
                  <input
                    type="checkbox"
                    aria-label={t('roster.isGoalkeeper', { name })}
                    className="size-6 accent-primary"
                    checked={choice.goalKeeper}
                    disabled={!choice.isChosen}
                    onChange={(event) => update(player.id!, { goalKeeper: event.target.checked })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormError message={formError} />
      <Button className="mt-3" disabled={chosen.length === 0 || isSaving} onClick={() => void add()}>
        {t('addPlayers.submit', { count: chosen.length })}
      </Button>
    </div>
  );
}
