import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { useParams } from 'wouter';
import type { CaptureState } from '../../domain/capture';
import { LoadingState } from '../ui/LoadingState';
import { CaptureScreen } from './CaptureScreen';
import { useCaptureData } from './useCaptureData';
import { useCaptureStateProxy } from './useCaptureStateProxy';
import { MissingMatch } from './MissingMatch';
import { SignedMatch } from './SignedMatch';
import { useMatchSignOff } from '../review/useMatchSignOff';
import { useMatchRefresh } from './useMatchRefresh';
import { useMatchTips } from './useMatchTips';
import { useSendCommand, type SendCommand } from './useSendCommand';
import { useT } from '../i18n';

/** Route {matchId}/substitutions: restores the capture state, loads the match and shows the capture screen. */
export function CapturePage() {
  const { matchId: param } = useParams<{ matchId: string }>();
  const matchId = Number(param);
  const state = useCaptureStateProxy(matchId);
  const send = useSendCommand(matchId);
  const t = useT('capture');
  if (!Number.isInteger(matchId) || matchId < 1) return <MissingMatch title={t('screen.title')} refresh="missing" />;
  if (!state) return <LoadingState />;
  return <CaptureData matchId={matchId} state={state} send={send} />;
}

/**
 * A device that never captured this match starts from the stored log (Continue on a new tablet): quarter, clock,
 * players in the pool and ball as the last event left them.
 */
function rebuildWhenUntouched(state: CaptureState, send: SendCommand): void {
  if (state.history.length === 0 && !state.current && !state.possession) void send({ type: 'rebuild' });
}

function CaptureData({ matchId, state, send }: { matchId: number; state: CaptureState; send: SendCommand }) {
  const { selectedTeam } = useSnapshot(state);
  const refresh = useMatchRefresh(matchId);
  const data = useCaptureData(matchId, selectedTeam);
  // Rebuilt when the log the screen shows grows, not when the refresh answers: the screen's data follows the
  // device database a moment later, and a rebuild from the data before it would open the match at its start.
  const eventCount = data?.log.events.length ?? 0;
  useEffect(() => {
    if (eventCount > 0) rebuildWhenUntouched(state, send);
  }, [eventCount, state, send]);
  const tips = useMatchTips(matchId);
  const signOff = useMatchSignOff(matchId);
  const t = useT('capture');
  if (data === undefined || signOff === undefined) return <LoadingState />;
  if (data === null) return <MissingMatch title={t('screen.title')} refresh={refresh} />;
  if (signOff.signedAt) return <SignedMatch matchId={matchId} signOff={signOff} />;
  return <CaptureScreen state={state} data={data} tips={tips} send={send} />;
}
