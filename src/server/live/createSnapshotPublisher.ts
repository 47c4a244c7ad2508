import { eq } from 'drizzle-orm';
import { diffLiveSnapshot } from '../../domain/live/livePatch';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import type { Database } from '../db/database';
import { liveShare } from '../db/schema';
import type { buildLiveSnapshot } from './buildLiveSnapshot';
import { encodeLiveSnapshot, type EncodedSnapshot } from './encodeLiveSnapshot';
import { loadLiveMatch } from './loadLiveMatch';

/** Reads shares, and builds a shared match's snapshot from its rows, encoded and versioned. */
export function createSnapshotPublisher(db: Database, build: typeof buildLiveSnapshot, now: () => number = Date.now) {
  const lastVersion = new Map<number, number>();
  /** The snapshot last built of each match: the next one is also sent as the change from it. */
  const lastBuilt = new Map<number, LiveSnapshot>();

  /** Grows on every build, and across restarts too (it starts from the clock), so Last-Event-ID can compare. */
  const nextVersion = (matchId: number) => {
    const version = Math.max((lastVersion.get(matchId) ?? 0) + 1, Date.now());
    lastVersion.set(matchId, version);
    return version;
  };

  const findShare = async (where: { shareId: string } | { matchId: number }) => {
    const condition = 'shareId' in where ? eq(liveShare.shareId, where.shareId) : eq(liveShare.matchId, where.matchId);
    const [share] = await db.select().from(liveShare).where(condition).limit(1);
    return share ?? null;
  };

  return {
    findShare,
    /** The match's snapshot as its share shows it now; null when that share or the match is gone. */
    publish: async (match: { matchId: number; shareId: string }): Promise<EncodedSnapshot | null> => {
      const share = await findShare({ matchId: match.matchId });
      if (!share || share.shareId !== match.shareId) return null;
      const data = await loadLiveMatch(db, match.matchId);
      if (!data) return null;
      const reported = { clock: share.clock ?? null, now: now() };
      const snapshot = build(data, share.showNames, nextVersion(match.matchId), reported);
      const before = lastBuilt.get(match.matchId);
      lastBuilt.set(match.matchId, snapshot);
      // A share switched to caps only starts over: no change is sent from a snapshot with names.
      const patch = before && before.showNames === snapshot.showNames ? diffLiveSnapshot(before, snapshot) : undefined;
      return encodeLiveSnapshot(snapshot, patch);
    },
    /** Lets go of the match's last snapshot once nobody follows it: its next build is sent whole. */
    forget: (matchId: number) => {
      lastBuilt.delete(matchId);
    },
  };
}
