import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { saveEditedPossession } from '../../data/captureState';
import { PossessionSchema, type Possession } from '../../domain/model';
import { useMatchRefresh } from '../capture/useMatchRefresh';
import { SignedNotice } from '../review/SignedNotice';
import { useMatchSignOff } from '../review/useMatchSignOff';
import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import { showSnackbar } from '../ui/snackbarStore';
import { useT } from '../i18n';
import { DetailForm } from './DetailForm';
import { POSSESSION_FIELDS } from './detailFields';
import { NotFound } from './EventDetailPage';
import { usePossessionByRouteId } from './useEventByRouteId';

/** Route {matchId}/possessions/{possessionId}: every field of a possession (server id or uuid), saved as an update. */
export function PossessionDetailPage() {
  const { matchId: param, possessionId } = useParams<{ matchId: string; possessionId: string }>();
  const matchId = Number(param);
  const [, navigate] = useLocation();
  const t = useT('events');
  useMatchRefresh(matchId);
  const signOff = useMatchSignOff(matchId);
  const possession = usePossessionByRouteId(possessionId);
  const [opened, setOpened] = useState<Possession | null>(null);
  if (possession === undefined) return <LoadingState />;
  if (possession === null) return <NotFound message={t('detail.possessionNotHere')} />;
  if (!opened || opened.uuid !== possession.uuid) {
    setOpened(possession);
    return <LoadingState />;
  }
  const back = () => navigate(`/${matchId}/events`);
  const isLocked = Boolean(signOff?.signedAt);
  return (
    <section>
      <PageHeading>{t(opened.offense ? 'detail.possessionOffense' : 'detail.possessionDefense')}</PageHeading>
      {signOff && isLocked ? <SignedNotice matchId={matchId} signOff={signOff} /> : null}
      <DetailForm
        isLocked={isLocked}
        stored={opened}
        fields={POSSESSION_FIELDS}
        schema={PossessionSchema}
        onCancel={back}
        onSave={async (row) => {
          await saveEditedPossession(matchId, row as Possession);
          showSnackbar(t('detail.possessionSaved'), 'success');
          back();
          return null;
        }}
      />
    </section>
  );
}
