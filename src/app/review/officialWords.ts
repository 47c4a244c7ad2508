import { countDownTime } from '../../domain/capture';
import { DEFAULT_QUARTER_LENGTH, type TeamSide } from '../../domain/model';
import type { OfficialDifference } from '../../domain/review/officialDifferences';
import { translate } from '../i18n';

type Line = { quarter: number; time: number; cap: number | null };

/** A difference from the official play-by-play in words: what, whose, and each record's version. */
export function officialWords(
  difference: OfficialDifference,
  teamNames: Record<TeamSide, string>,
  quarterLength = DEFAULT_QUARTER_LENGTH,
): { headline: string; captured: string; official: string } {
  const team = teamNames[difference.side];
  if (difference.kind === 'goalsByQuarter') {
    return {
      headline: translate('review', 'official.goalsByQuarter', { team }),
      captured: difference.values.captured.join('-'),
      official: difference.values.official.join('-'),
    };
  }
  const lineText = (line: Line | null) => {
    if (!line) return translate('review', 'version.none');
    const moment = `${translate('capture', 'quarterShort', { quarter: line.quarter })} ${countDownTime(line.time, line.quarter, quarterLength)}`;
    return line.cap === null ? moment : `#${line.cap} · ${moment}`;
  };
  const what = translate('review', difference.item === 'goal' ? 'official.goal' : 'official.exclusion', { team });
  const headline =
    difference.kind === 'cap'
      ? translate('review', 'official.cap', { what })
      : translate('review', difference.kind === 'onlyCaptured' ? 'official.onlyCaptured' : 'official.onlyOfficial', {
          what,
        });
  return { headline, captured: lineText(difference.captured), official: lineText(difference.official) };
}
