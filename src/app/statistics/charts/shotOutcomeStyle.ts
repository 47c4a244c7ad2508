import type { ShotPoint } from '../../../domain/stats';
import type { MessageKey } from '../../i18n';

/** Colour AND shape tell the outcome apart (readable in sunlight and without colour vision). */
export const SHOT_OUTCOME_STYLE: Record<
  ShotPoint['outcome'],
  { labelKey: MessageKey<'statistics'>; colour: string; shape: 'circle' | 'square' | 'cross' | 'triangle' }
> = {
  goal: { labelKey: 'shots.goal', colour: '#15803d', shape: 'circle' },
  saved: { labelKey: 'shots.saved', colour: '#1d4ed8', shape: 'square' },
  missed: { labelKey: 'shots.missed', colour: '#475569', shape: 'cross' },
  blocked: { labelKey: 'shots.blocked', colour: '#c2410c', shape: 'triangle' },
};

export const SHOT_OUTCOMES = Object.keys(SHOT_OUTCOME_STYLE) as ShotPoint['outcome'][];
