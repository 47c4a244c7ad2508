/** The calendar day of an ISO date-time where the device is, as YYYY-MM-DD; null when there is none. */
export function localDay(dateTime: string | null | undefined): string | null {
  if (!dateTime) return null;
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
