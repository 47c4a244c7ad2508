import type { LiveConnection } from '../../data/live';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { useT } from '../i18n';

/** Says when the page is not following the match right now; the last known state stays on screen. */
export function LiveConnectionNotice({
  connection,
  hasSnapshot,
}: {
  connection: LiveConnection;
  hasSnapshot: boolean;
}) {
  const t = useT('live');
  const isOnline = useOnlineStatus();
  const isDown = connection === 'reconnecting' || (!isOnline && connection !== 'unavailable');
  if (!isDown) return null;
  return (
    <p
      role="status"
      className="rounded-lg border-2 border-amber-700 bg-amber-100 px-3 py-2 text-lg font-semibold text-black"
    >
      {t(isOnline ? 'connection.reconnecting' : 'connection.offline')}{' '}
      <span className="font-normal">{t(hasSnapshot ? 'connection.lastKnown' : 'connection.waiting')}</span>
    </p>
  );
}
