import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { buttonClasses } from '../ui/buttonClasses';
import { clipHref } from './clipHref';
import { saveEditedEvent } from '../../data/captureState';
import { EventSchema, type MatchEvent } from '../../domain/model';
import { eventTypeLabel, refusalMessage } from '../capture/captureWords';
import { useMatchRefresh } from '../capture/useMatchRefresh';
import { SignedNotice } from '../review/SignedNotice';
import { useMatchSignOff } from '../review/useMatchSignOff';
import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import { showSnackbar } from '../ui/snackbarStore';
import { useT } from '../i18n';
import { DetailForm } from './DetailForm';
import { EVENT_FIELDS } from './detailFields';
import { useEventByRouteId } from './useEventByRouteId';

/** Route {matchId}/events/{eventId}: every field of an event (server id or uuid), saved as an update. */
export function EventDetailPage() {
  const { matchId: param, eventId } = useParams<{ matchId: string; eventId: string }>();
  const matchId = Number(param);
  const [, navigate] = useLocation();
  const t = useT('events');
  useMatchRefresh(matchId);
  const signOff = useMatchSignOff(matchId);
  const event = useEventByRouteId(eventId);
  // The form keeps the row it was opened with; a later change of the stored row does not reset typing.
  const [opened, setOpened] = useState<MatchEvent | null>(null);
  if (event === undefined) return <LoadingState />;
  if (event === null) return <NotFound message={t('detail.eventNotHere')} />;
  if (!opened || opened.uuid !== event.uuid) {
    setOpened(event);
    return <LoadingState />;
  }
  const back = () => navigate(`/${matchId}/events`);
  const isLocked = Boolean(signOff?.signedAt);
  return (
    <section>
      <PageHeading>{t('detail.eventHeading', { type: eventTypeLabel(opened.type) })}</PageHeading>
      {opened.videoTime != null ? (
        <p className="mb-4">
          <Link href={clipHref(matchId, opened)} className={buttonClasses('secondary')}>
            {t('panel.watchClip')}
          </Link>
        </p>
      ) : null}
      {signOff && isLocked ? <SignedNotice matchId={matchId} signOff={signOff} /> : null}
      <DetailForm
        isLocked={isLocked}
        stored={opened}
        fields={EVENT_FIELDS}
        schema={EventSchema}
        onCancel={back}
        onSave={async (row) => {
          const refusal = await saveEditedEvent(matchId, row as MatchEvent);
          if (refusal) return refusalMessage(refusal);
          showSnackbar(t('detail.eventSaved'), 'success');
          back();
          return null;
        }}
      />
    </section>
  );
}

export function NotFound({ message }: { message: string }) {
  const t = useT('events');
  return (
    <section>
      <PageHeading>{t('detail.notFound')}</PageHeading>
      <p className="rounded-lg border border-pool-300 bg-white p-6">{message}</p>
    </section>
  );
}
