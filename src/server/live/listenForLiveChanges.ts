import type { Listen } from '../db/database';
import type { Logger } from '../http/logger';

/** The channel migration 0003's trigger notifies with a match id on every write to a shared match. */
export const LIVE_CHANNEL = 'live_match';

/**
 * The database's reports of writes to shared matches, listened to once from the first `start`: each match id to
 * `onChange`, and `onResume` after a lost connection is back (what was reported meanwhile is gone). Without
 * `listen`, or when listening fails, nothing is heard and `isListening` stays false.
 */
export function listenForLiveChanges(options: {
  listen?: Listen;
  log: Logger;
  onChange: (matchId: number) => void;
  onResume: () => void;
}) {
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let isListening = false;

  const listen = async (listen: Listen) => {
    try {
      const unlisten = await listen(
        LIVE_CHANNEL,
        (payload) => {
          const matchId = Number(payload);
          if (Number.isSafeInteger(matchId)) options.onChange(matchId);
        },
        options.onResume,
      );
      isListening = true;
      return unlisten;
    } catch (error) {
      options.log.error({ msg: 'live changes not listened to', error: String(error) });
      return null;
    }
  };

  return {
    start: async () => {
      listening ??= options.listen ? listen(options.listen) : Promise.resolve(null);
      await listening;
    },
    isListening: () => isListening,
    stop: async () => {
      const unlisten = await listening;
      listening = null;
      await unlisten?.();
    },
  };
}
