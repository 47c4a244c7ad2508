/** What newShareId makes (URL-safe base64, with room to grow); anything else is no share and never a query. */
export function isShareIdShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
