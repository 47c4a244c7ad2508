import type { ShotPoint } from '../../domain/stats';

/** Colour AND shape tell the outcome apart (readable in sunlight and without colour vision). */
export const SHOT_OUTCOME_STYLE: Record<ShotPoint['outcome'], { label: string; colour: string; shape: 'circle' | 'square' | 'cross' | 'triangle' }> = {
  goal: { label: 'Goal', colour: '#15803d', shape: 'circle' },
  saved: { label: 'Saved', colour: '#1d4ed8', shape: 'square' },
  missed: { label: 'Missed', colour: '#475569', shape: 'cross' },
  blocked: { label: 'Blocked', colour: '#c2410c', shape: 'triangle' },
};

export const SHOT_OUTCOMES = Object.keys(SHOT_OUTCOME_STYLE) as ShotPoint['outcome'][];
