import type { PlaylistWords } from '../../../domain/video';
import type { Translate } from '../../i18n';
import { describeClip } from './describeClip';
import { quarterLabel } from '../quarterLabel';

/** The playlist CSV's headings, quarters and event descriptions in the current language. */
export function playlistWords(t: Translate<'video'>): PlaylistWords {
  return {
    heading: (column) => t(`csv.${column}`),
    quarter: (quarter) => quarterLabel(t, quarter),
    event: (event) => describeClip(t, event),
  };
}
