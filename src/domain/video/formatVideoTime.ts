/** Seconds of video as 'm:ss' or 'h:mm:ss', with tenths only when there are any: '8:05', '0:41.5'. */
export function formatVideoTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 10) / 10);
  const whole = Math.floor(total);
  const tenths = Math.round((total - whole) * 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const clock =
    h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
  return tenths > 0 ? `${clock}.${tenths}` : clock;
}
