import * as v from 'valibot';
import { maxLengthMessage, minLengthMessage } from './messages';

/** A required text of min..max characters with the spec's "<Field> must be at least/maximum" messages. */
export function boundedText(field: string, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.minLength(min, minLengthMessage(field, min)),
    v.maxLength(max, maxLengthMessage(field, max)),
  );
}
