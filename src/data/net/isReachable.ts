/**
 * Whether another site answers at all: a no-cors request resolves (opaquely) when the host is reachable
 * and rejects on DNS, connection or offline failures. Used to decide if an embedded page can show.
 */
export async function isReachable(url: string, timeoutMs = 8000): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
