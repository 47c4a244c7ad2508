import { SHOOTOUT_QUARTER, type ShootSituation } from '../model';

export type ShotLabel = {
  situation: ShootSituation | null;
  /** true/false when the source says so; undefined when only the man-advantage state can tell. */
  extraPlayer: boolean | undefined;
};

/**
 * The shot situation printed in `detail`. Omega prints "<situation> - <outcome>" (Action shot, Centre shot,
 * Extra player shot, 5m shot = direct free throw, Penalty shot, Counter attack); Microplus score sheets print
 * a goal code (G, EG extra-man goal, PG penalty goal) that says whether the goal was extra-man but not where
 * it came from. Every shot of quarter 5 is a shootout shot.
 */
export function shotFromDetail(detail: string, quarter: number): ShotLabel {
  if (quarter >= SHOOTOUT_QUARTER) return { situation: 'PENALTYSHOOTOUT', extraPlayer: false };
  const goalCode = /^(EG|PG|G)\s*\(/.exec(detail.trim())?.[1];
  if (goalCode === 'EG') return { situation: 'ACTION', extraPlayer: true };
  if (goalCode === 'PG') return { situation: 'PENALTY', extraPlayer: false };
  if (goalCode === 'G') return { situation: null, extraPlayer: false };

  const label = (detail.split(' - ')[0] ?? '').toLowerCase();
  if (label.includes('penalty')) return { situation: 'PENALTY', extraPlayer: false };
  if (/extra|power ?play|man[- ]?up/.test(label)) return { situation: 'ACTION', extraPlayer: true };
  // Omega labels every shot of an extra-man advantage "Extra player shot": any other situation it prints is a shot
  // at even strength, even within the exclusion's 20 s (the excluded player may have re-entered early).
  const evenStrength = (situation: ShootSituation): ShotLabel => ({ situation, extraPlayer: false });
  if (/centre|center/.test(label)) return evenStrength('CENTER');
  if (/\b[56] ?m\b|free throw/.test(label)) return evenStrength('DIRECT_FREE_THROW');
  if (label.includes('counter')) return evenStrength('COUNTERATTACK');
  if (label.includes('drive')) return evenStrength('DRIVE');
  if (label.includes('action')) return evenStrength('ACTION');
  return { situation: null, extraPlayer: undefined };
}
