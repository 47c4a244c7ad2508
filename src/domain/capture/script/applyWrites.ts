import type { CaptureWrite } from '../types';
import type { CaptureStore } from './types';

/**
 * The stored rows after a command's writes, as the data layer applies them: puts replace by uuid or append,
 * deletes remove, a reopen clears the end times. Pure: the input store is not changed.
 */
export function applyWrites(store: CaptureStore, writes: readonly CaptureWrite[]): CaptureStore {
  let { events, possessions } = store;
  for (const write of writes) {
    switch (write.kind) {
      case 'putEvent': {
        const at = events.findIndex((event) => event.uuid === write.event.uuid);
        events = at < 0 ? [...events, write.event] : events.map((event, i) => (i === at ? write.event : event));
        break;
      }
      case 'putPossession': {
        const at = possessions.findIndex((possession) => possession.uuid === write.possession.uuid);
        possessions =
          at < 0
            ? [...possessions, write.possession]
            : possessions.map((kept, i) => (i === at ? write.possession : kept));
        break;
      }
      case 'deleteEvent':
        events = events.filter((event) => event.uuid !== write.uuid);
        break;
      case 'deletePossession':
        possessions = possessions.filter((possession) => possession.uuid !== write.uuid);
        break;
      case 'reopenPossession':
        possessions = possessions.map((possession) =>
          possession.uuid === write.uuid ? { ...possession, timeTo: null, videoTo: null } : possession,
        );
        break;
      case 'endMatch':
        break;
    }
  }
  return { events, possessions };
}
