import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { liveShare } from '../db/schema';
import type { buildLiveSnapshot } from './buildLiveSnapshot';
import { encodeLiveSnapshot, type EncodedSnapshot } from './encodeLiveSnapshot';
import { loadLiveMatch } from './loadLiveMatch';

/** Reads shares, and builds a shared match's snapshot from its rows, encoded and versioned. */
export function createSnapshotPublisher(db: Database, build: typeof buildLiveSnapshot, now: () => number = Date.now) {
  const lastVersion = new Map<number, number>();

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
      return encodeLiveSnapshot(build(data, share.showNames, nextVersion(match.matchId), reported));
    },
  };
}
