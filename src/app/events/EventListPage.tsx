import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useParams } from 'wouter';
import type { CaptureState } from '../../domain/capture';
import { quarterLengthOf } from '../../domain/capture/period/quarterTime';
import { TEAM_SIDES, type Possession } from '../../domain/model';
import { useCaptureData } from '../capture/useCaptureData';
import { useCaptureStateProxy } from '../capture/useCaptureStateProxy';
import { MissingMatch } from '../capture/MissingMatch';
import { useMatchRefresh } from '../capture/useMatchRefresh';
import { useSendCommand } from '../capture/useSendCommand';
import { ReviewLink } from '../review/ReviewLink';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LoadingState } from '../ui/LoadingState';
import { useT } from '../i18n';
import { EventGroups } from './EventGroups';
import { PossessionList } from './PossessionList';
import { reloadMatchLog } from './reloadMatchLog';
import { SignedNotice } from '../review/SignedNotice';
import { useMatchSignOff } from '../review/useMatchSignOff';
import { showSnackbar } from '../ui/snackbarStore';

type Pending = { kind: 'events'; uuids: string[] } | { kind: 'possession'; possession: Possession } | null;

/** Route {matchId}/events: the selected team's events grouped by possession, and its possession list. */
export function EventListPage() {
  const { matchId: param } = useParams<{ matchId: string }>();
  const matchId = Number(param);
  const state = useCaptureStateProxy(matchId);
  if (!state) return <LoadingState />;
  return <EventList matchId={matchId} state={state} />;
}

function EventList({ matchId, state }: { matchId: number; state: CaptureState }) {
  const t = useT('events');
  const snap = useSnapshot(state);
  const send = useSendCommand(matchId);
  const refresh = useMatchRefresh(matchId);
  const data = useCaptureData(matchId, snap.selectedTeam);
  const [openUuids, setOpenUuids] = useState<ReadonlySet<string>>(new Set());
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const signOff = useMatchSignOff(matchId);
  const tReview = useT('review');
  if (data === undefined) return <LoadingState />;
  if (data === null) return <MissingMatch title={t('list.title')} refresh={refresh} />;

  const { match, log } = data;
  const teamId = match[snap.selectedTeam].id;
  const selected = snap.selectedPossessionUuid;
  const shown = selected ? log.events.filter((event) => event.possessionUuid === selected) : log.events;
  const toggle = (set: ReadonlySet<string>, uuid: string) => {
    const next = new Set(set);
    if (!next.delete(uuid)) next.add(uuid);
    return next;
  };
  const isLocked = Boolean(signOff?.signedAt);
  // A signed match's rows are locked (the server refuses their writes): say so rather than queue a refused delete.
  const askToDelete = (chosen: Pending) => {
    if (isLocked) showSnackbar(tReview('signOff.locked'), 'error');
    else setPending(chosen);
  };
  const confirmDeletion = async () => {
    const chosen = pending;
    setPending(null);
    if (chosen?.kind === 'events') {
      for (const uuid of chosen.uuids) await send({ type: 'deleteEvent', uuid });
      setTicked(new Set());
    } else if (chosen?.kind === 'possession') {
      await send({ type: 'deletePossession', uuid: chosen.possession.uuid });
    }
    reloadMatchLog(matchId, teamId);
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="mr-auto">
          <h1 className="text-3xl font-bold text-pool-900">{match.name}</h1>
          <h2 className="text-xl font-semibold text-pool-800">{match[snap.selectedTeam].name}</h2>
        </div>
        <ReviewLink matchId={matchId} />
      </div>
      {signOff && isLocked ? <SignedNotice matchId={matchId} signOff={signOff} /> : null}
      <div role="group" aria-label={t('list.team')} className="flex flex-wrap gap-2">
        {TEAM_SIDES.map((side) => (
          <Button
            key={side}
            variant={side === snap.selectedTeam ? 'primary' : 'secondary'}
            aria-pressed={side === snap.selectedTeam}
            onClick={() => void send({ type: 'selectTeam', side })}
          >
            {match[side].name}
          </Button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="events-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="events-heading" className="mr-auto text-xl font-bold text-pool-900">
              {t('list.title')}
            </h2>
            <Button variant="secondary" onClick={() => setOpenUuids(new Set())}>
              {t('list.closeAll')}
            </Button>
            {ticked.size > 0 ? (
              <Button variant="danger" onClick={() => askToDelete({ kind: 'events', uuids: [...ticked] })}>
                {t('list.deleteTicked', { count: ticked.size })}
              </Button>
            ) : null}
          </div>
          <EventGroups
            matchId={matchId}
            events={shown}
            possessions={log.possessions}
            roster={data.roster[snap.selectedTeam]}
            openUuids={openUuids}
            ticked={ticked}
            onToggleOpen={(uuid) => setOpenUuids(toggle(openUuids, uuid))}
            onToggleTick={(uuid) => setTicked(toggle(ticked, uuid))}
            onDelete={(uuid) => askToDelete({ kind: 'events', uuids: [uuid] })}
          />
        </section>
        <PossessionList
          possessions={log.possessions}
          events={log.events}
          selectedUuid={selected}
          quarterLength={quarterLengthOf(data)}
          onSelect={(uuid) => void send({ type: 'selectPossession', uuid })}
          onDelete={(possession) => askToDelete({ kind: 'possession', possession })}
          onUndoLast={() => void send({ type: 'undoLastPossession' }).then(() => reloadMatchLog(matchId, teamId))}
        />
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === 'possession' ? 'list.confirmDeletePossession' : 'list.confirmDeleteEvent')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDeletion()}
      />
    </section>
  );
}
