/** Seconds as mm:ss (minutes may pass 59: a season's minutes in the water); an en dash when unknown. */
export function formatSeconds(seconds: number | null): string {
  if (seconds == null) return '–';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
