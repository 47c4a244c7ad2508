/**
 * How a fraction of a second is shown. Every clock on screen is one of three readings:
 * - 'floor': a running clock (the game clock counting down, the video position while capturing). A second shows only
 *   once it has fully passed, as on a scoreboard: 59.99 s reads 0:59.
 * - 'nearest': a duration or an average (minutes in the water, mean possession length): 59.5 s reads 1:00.
 * - 'tenths': a video position to cue a clip at; tenths are kept when there are any: 41.5 s reads 0:41.5.
 */
export type ClockRounding = 'floor' | 'nearest' | 'tenths';

export type ClockOptions = {
  /** 'floor' unless said otherwise. */
  rounding?: ClockRounding;
  /** Show hours as h:mm:ss (a video position); otherwise minutes pass 59 (a season's minutes in the water). */
  hours?: boolean;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as m:ss ('7:48'), or h:mm:ss with `hours`; an en dash when there is no value (a player never in the
 * water). Negative or NaN seconds read 0:00.
 */
export function formatClock(seconds: number | null, { rounding = 'floor', hours = false }: ClockOptions = {}): string {
  if (seconds == null) return '–';
  const time = seconds > 0 ? seconds : 0;
  const inTenths =
    rounding === 'tenths' ? Math.round(time * 10) : 10 * (rounding === 'floor' ? Math.floor(time) : Math.round(time));
  const whole = Math.floor(inTenths / 10);
  const tenths = inTenths % 10;
  const s = whole % 60;
  const minutes = Math.floor(whole / 60);
  const clock =
    hours && minutes >= 60
      ? `${Math.floor(minutes / 60)}:${twoDigits(minutes % 60)}:${twoDigits(s)}`
      : `${minutes}:${twoDigits(s)}`;
  return tenths > 0 ? `${clock}.${tenths}` : clock;
}
