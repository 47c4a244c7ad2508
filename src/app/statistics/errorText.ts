/** A failure as one line for the screen. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
