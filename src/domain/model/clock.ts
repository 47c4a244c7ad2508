/**
 * What a time on screen is, which decides how its fraction of a second is shown:
 * - 'running': a running clock (the game clock counting down, the video position while capturing). A second shows
 *   only once it has fully passed, as on a scoreboard: 59.99 s reads 0:59.
 * - 'duration': a duration or an average (minutes in the water, mean possession length): 59.5 s reads 1:00, and
 *   minutes go past 59 (a season's minutes in the water).
 * - 'videoPosition': a position to cue a clip at: tenths are kept when there are any (41.5 s reads 0:41.5), and an
 *   hour-long video reads h:mm:ss.
 */
export type ClockReading = 'running' | 'duration' | 'videoPosition';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as m:ss ('7:48'), h:mm:ss for a video position past the hour; an en dash when there is no value (a
 * player never in the water). Negative or NaN seconds read 0:00.
 */
export function formatClock(seconds: number | null, reading: ClockReading = 'running'): string {
  if (seconds == null) return '–';
  const time = seconds > 0 ? seconds : 0;
  const inTenths =
    reading === 'videoPosition'
      ? Math.round(time * 10)
      : 10 * (reading === 'running' ? Math.floor(time) : Math.round(time));
  const whole = Math.floor(inTenths / 10);
  const tenths = inTenths % 10;
  const s = whole % 60;
  const minutes = Math.floor(whole / 60);
  const clock =
    reading === 'videoPosition' && minutes >= 60
      ? `${Math.floor(minutes / 60)}:${twoDigits(minutes % 60)}:${twoDigits(s)}`
      : `${minutes}:${twoDigits(s)}`;
  return tenths > 0 ? `${clock}.${tenths}` : clock;
}
