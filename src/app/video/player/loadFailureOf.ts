/** Why a load failed, for the screen to say in its language: the server's status, or null when unreachable. */
export type LoadFailure = { status: number | null };

/** The failure of a load as the screen shows it; the technical message goes to the console. */
export function loadFailureOf(error: unknown): LoadFailure {
  console.error('[video]', error);
  const status =
    (error as { status?: number; statusCode?: number } | null)?.status ??
    (error as { statusCode?: number } | null)?.statusCode;
  return { status: status || null };
}
