export type ViewerLimits = {
  /** Streams one server process holds; the next viewer is refused (503) until one leaves. */
  maxViewers: number;
  /** Streams one client address holds; its next is refused (429). */
  maxViewersPerAddress: number;
};

export const VIEWER_LIMITS: ViewerLimits = {
  // About 9 KB and one file descriptor each (the bench): 10,000 leave half of a 20,000-descriptor limit to the API,
  // and each change goes out as a few hundred bytes (a patch), so a final's crowd fits one process.
  maxViewers: 10_000,
  // A family or a clubhouse behind one NAT fits; filling a process then takes 100 hosts, not one.
  maxViewersPerAddress: 50,
};

export type ViewerRefusal = 'processFull' | 'addressFull';

/**
 * The seats of a server process's live stands: a viewer takes one for its address before it is followed and
 * gives it back when its stream ends, so no single host, and no crowd, can take every socket the API needs.
 */
export function createViewerSeats(limits: ViewerLimits) {
  let taken = 0;
  const byAddress = new Map<string, number>();

  return {
    /** A seat for a viewer from `address`: the function that frees it again (once), or why there is none. */
    take: (address: string): (() => void) | ViewerRefusal => {
      const ofAddress = byAddress.get(address) ?? 0;
      if (taken >= limits.maxViewers) return 'processFull';
      if (ofAddress >= limits.maxViewersPerAddress) return 'addressFull';
      taken += 1;
      byAddress.set(address, ofAddress + 1);
      let isFree = false;
      return () => {
        if (isFree) return;
        isFree = true;
        taken -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left === 0) byAddress.delete(address);
        else byAddress.set(address, left);
      };
    },
    taken: () => taken,
  };
}
