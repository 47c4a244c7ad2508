/** A short sentence for a failed load; the technical message goes to the console. */
export function errorText(error: unknown): string {
  console.error('[video]', error);
  const status =
    (error as { status?: number; statusCode?: number } | null)?.status ??
    (error as { statusCode?: number } | null)?.statusCode;
  return status ? `The server answered ${status}.` : 'The server could not be reached.';
}
