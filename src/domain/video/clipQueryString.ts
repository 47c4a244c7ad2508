import type { ClipQuery } from './clipQuery';

/** The query (with its '?', or '' when empty) that parseClipQuery reads back to the same state. */
export function clipQueryString({ filter, rolls, event }: ClipQuery): string {
  const parts: string[] = [];
  const add = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined) parts.push(`${key}=${encodeURIComponent(value)}`);
  };
  if (filter.matches.length > 0) parts.push(`matches=${filter.matches.join(',')}`);
  add('team', filter.team);
  add('player', filter.player);
  add('type', filter.type);
  add('outcome', filter.outcome);
  add('situation', filter.situation);
  add('quarter', filter.quarter);
  if (filter.manAdvantage === 'MAN_UP') parts.push('manUp=1');
  if (filter.manAdvantage === 'MAN_DOWN') parts.push('manDown=1');
  if (filter.needsReview) parts.push('review=1');
  if (filter.events) parts.push(`events=${filter.events.join(',')}`);
  add('pre', rolls.pre);
  add('post', rolls.post);
  add('event', event);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
