const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs `pull` unless one under the same key is still on its way, whose result is then shared: a screen
 * opened twice, or two screens wanting the same rows, make one request. The key is forgotten once it settles.
 */
export function joinPullInFlight<A>(key: string, pull: () => Promise<A>): Promise<A> {
  const running = inFlight.get(key) as Promise<A> | undefined;
  if (running) return running;
  const started = pull().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/** Resolves once every pull now on its way has settled, whatever its outcome (a test starts from a quiet cache). */
export async function pullsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight.values()]);
}
