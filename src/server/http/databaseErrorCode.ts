/** The SQLSTATE of a database error, looking through Drizzle's wrapper (`cause`) to the driver's error. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
