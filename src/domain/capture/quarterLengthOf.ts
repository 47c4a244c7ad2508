import { DEFAULT_QUARTER_LENGTH } from '../model';
import type { CaptureContext } from './types';

export function quarterLengthOf(context: Pick<CaptureContext, 'quarterLength'>): number {
  return context.quarterLength ?? DEFAULT_QUARTER_LENGTH;
}
