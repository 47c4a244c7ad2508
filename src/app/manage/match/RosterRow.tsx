import { useState } from 'react';
import { Link } from 'wouter';
import { deleteEntity, patchEntity, problemOf, swapCaps, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showSnackbar } from '../../ui/snackbarStore';
import { playerLabel } from '../entities/refSources';
import { INPUT_BASE } from '../entity/inputClasses';
import { capProblem } from './capProblem';

type Props = { matchId: number; row: Entity; teammates: readonly Entity[]; reload: () => void };

/** A rostered player: cap and goalkeeper edited in place, caps swapped with a teammate, or removed. */
export function RosterRow({ matchId, row, teammates, reload }: Props) {
  const t = useT('manage');
  const player = row.player as Entity;
  const name = playerLabel(player);
  const [cap, setCap] = useState(String(row.cap));
  const [error, setError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const act = async (work: () => Promise<unknown>, failure: (error: unknown) => string): Promise<boolean> => {
    setError(null);
    try {
      await work();
      reload();
      return true;
    } catch (caught) {
      setError(failure(caught));
      return false;
    }
  };
  const saveCap = () => {
    const next = Number(cap);
    if (next === row.cap) return;
    if (!Number.isInteger(next) || next < 1 || next > 99) return setError(t('roster.capRange'));
    void act(
      () => patchEntity('/match-players', row.id!, { cap: next }),
      (caught) => capProblem(caught, next),
    );
  };
  return (
    <tr className="border-t border-slate-200 align-top even:bg-pool-50">
      <td className="px-2 py-2">
        <input
          aria-label={t('roster.capOf', { name })}
          type="number"
          min={1}
          max={99}
          className={`${INPUT_BASE} w-20`}
          value={cap}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCap(event.target.value)}
          onBlur={saveCap}
          onKeyDown={(event) => event.key === 'Enter' && saveCap()}
        />
        {error ? (
          <p role="alert" className="mt-1 max-w-48 text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
      </td>
      <td className="px-2 py-2">
        <Link href={`/manage/player/${player.id}`} className="text-primary underline">
          {name}
        </Link>
      </td>
      <td className="px-2 py-2">
        <input
          type="checkbox"
          aria-label={t('roster.isGoalkeeper', { name })}
          className="size-6 accent-primary"
          checked={row.goalKeeper === true}
          onChange={(event) =>
            void act(
              () => patchEntity('/match-players', row.id!, { goalKeeper: event.target.checked }),
              (caught) => problemOf(caught).message,
            )
          }
        />
      </td>
      <td className="px-2 py-2">
        <div className="flex items-center gap-2">
          <select
            aria-label={t('roster.swapWith', { name })}
            className={`${INPUT_BASE} w-32 px-2`}
            value=""
            onChange={(event) => {
              const other = Number(event.target.value);
              if (other)
                void act(
                  () => swapCaps(matchId, row.id!, other),
                  (caught) => problemOf(caught).message,
                );
            }}
          >
            <option value="">{t('roster.swap')}</option>
            {teammates
              .filter((mate) => mate.id !== row.id)
              .map((mate) => (
                <option key={mate.id} value={mate.id}>
                  {t('roster.swapOption', { cap: String(mate.cap), name: playerLabel(mate.player as Entity) })}
                </option>
              ))}
          </select>
          <Button variant="secondary" aria-label={t('roster.removeName', { name })} onClick={() => setIsRemoving(true)}>
            {t('roster.remove')}
          </Button>
        </div>
        <ConfirmDialog
          open={isRemoving}
          title={t('roster.removeTitle', { name, cap: String(row.cap) })}
          confirmLabel={t('roster.remove')}
          cancelLabel={t('cancel')}
          onCancel={() => setIsRemoving(false)}
          onConfirm={() => {
            setIsRemoving(false);
            void act(
              () => deleteEntity('/match-players', row.id!),
              (caught) => (problemOf(caught).status === 409 ? t('roster.removeRefused') : problemOf(caught).message),
            ).then((isDone) => isDone && showSnackbar(t('roster.removed', { name }), 'success'));
          }}
        />
      </td>
    </tr>
  );
}
