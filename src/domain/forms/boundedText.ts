import * as v from 'valibot';
import { maxLengthMessage, minLengthMessage, type LengthField } from './messages';

/** A required text of min..max characters, with the too-short and too-long codes of `field`. */
export function boundedText(field: LengthField, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.minLength(min, minLengthMessage(field, min)),
    v.maxLength(max, maxLengthMessage(field, max)),
  );
}
