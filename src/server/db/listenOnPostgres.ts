import pg from 'pg';

/** How long a lost listening connection waits before it tries again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on PostgreSQL over one dedicated connection outside the pool (a pooled client would hand the
 * subscription to whoever borrows it next). A connection that fails or is lost is opened again after a pause,
 * then `onResume` tells the listener that notifications may have been missed. The answered function stops.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResume?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reopenLater = () => {
    if (stopped || retry) return;
    client?.end().catch(() => undefined);
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(() => onResume?.(), reopenLater);
    }, RECONNECT_DELAY_MS);
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    const onLost = () => client === next && reopenLater();
    next.on('error', onLost);
    next.on('end', onLost);
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
  };

  await open().catch(reopenLater);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
