/** The 'Sync problems' panel's line for a failed delivery: the status and what the server said. */
export function describeFailure(status: number | null, body: unknown): string {
  const detail =
    typeof body === 'string'
      ? body
      : ((body as { detail?: string; title?: string } | null)?.detail ?? (body as { title?: string } | null)?.title ?? '');
  return status === null ? `No answer from the server${detail ? `: ${detail}` : ''}` : `HTTP ${status}${detail ? `: ${detail}` : ''}`;
}
