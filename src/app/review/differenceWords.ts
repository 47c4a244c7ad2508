import { countDownTime } from '../../domain/capture';
import {
  DEFAULT_QUARTER_LENGTH,
  type EventType,
  type MatchEvent,
  type ShootOutcome,
  type TeamSide,
} from '../../domain/model';
import type { Difference, DifferenceKind, ReviewLog } from '../../domain/review';
import { mirrorEvent } from '../../domain/stats/mirror';
import { enumLabel, eventTypeLabel, outcomeLabel, storedEventWords } from '../capture/captureWords';
import { translate } from '../i18n';

/** A difference as a scorer reads it: what differs, where (the happening), and each log's version. */
export type DifferenceWords = {
  headline: string;
  /** The happening the difference is about, as team1's log tells it ('Shoot #5 Goal · 7:50 · Q1'); '' for totals. */
  about: string;
  versions: Record<TeamSide, string>;
};

/** How the review groups its differences, in the order it lists them. */
export type DifferenceGroup = 'missing' | 'duplicate' | 'details' | 'totals';

export const DIFFERENCE_GROUPS: readonly DifferenceGroup[] = ['missing', 'duplicate', 'details', 'totals'];

export function groupOf(kind: DifferenceKind): DifferenceGroup {
  if (kind === 'onlyTeam1' || kind === 'onlyTeam2') return 'missing';
  if (kind === 'duplicate') return 'duplicate';
  return kind === 'score' || kind === 'exclusions' || kind === 'timeouts' ? 'totals' : 'details';
}

type Context = {
  logs: Record<TeamSide, ReviewLog>;
  teamNames: Record<TeamSide, string>;
  team1Id: number;
  quarterLength: number | undefined;
};

/** The two events of a difference, team2's also as team1 sees it (the values of findDifferences are team1's view). */
export function eventsOf(difference: Difference, logs: Record<TeamSide, ReviewLog>) {
  const find = (side: TeamSide) => logs[side].events.find((event) => event.uuid === difference[side]) ?? null;
  return { team1: find('team1'), team2: find('team2') };
}

/** A difference in words, in the current language: "#7" vs "#9", "Goal" vs "Saved", "Q2 3:12" vs "Q2 2:40". */
export function differenceWords(difference: Difference, context: Context): DifferenceWords {
  const say = (key: Parameters<typeof translate<'review'>>[1], values?: Record<string, string>) =>
    translate('review', key, values);
  const { teamNames } = context;
  const quarterLength = context.quarterLength ?? DEFAULT_QUARTER_LENGTH;
  const events = eventsOf(difference, context.logs);
  const eventText = (event: MatchEvent | null) =>
    event ? storedEventWords(event, quarterLength) : say('version.none');
  const about = events.team1 ? storedEventWords(events.team1, quarterLength) : '';
  const values = difference.values ?? { team1: null, team2: null };
  switch (difference.kind) {
    case 'onlyTeam1':
    case 'onlyTeam2': {
      const side = difference.kind === 'onlyTeam1' ? 'team1' : 'team2';
      return {
        headline: say('kind.only', { team: teamNames[side] }),
        about: '',
        versions: { team1: eventText(events.team1), team2: eventText(events.team2) },
      };
    }
    case 'duplicate':
      return {
        headline: say('kind.duplicate', { team: teamNames.team2 }),
        about,
        versions: { team1: eventText(events.team1), team2: eventText(events.team2) },
      };
    case 'score':
    case 'exclusions':
    case 'timeouts':
      return {
        headline: say(`kind.${difference.kind}`, { team: teamNames[difference.side ?? 'team1'] }),
        about: '',
        versions: { team1: countsText(values.team1), team2: countsText(values.team2) },
      };
    default: {
      const seen = events.team2 ? mirrorEvent(events.team2, { id: context.team1Id }) : null;
      const pair = { team1: events.team1, team2: seen };
      return {
        headline: detailHeadline(difference, pair, teamNames),
        about,
        versions: {
          team1: detailText(difference.kind, values.team1, pair.team1, quarterLength),
          team2: detailText(difference.kind, values.team2, pair.team2, quarterLength),
        },
      };
    }
  }
}

function detailHeadline(
  difference: Difference,
  pair: Record<TeamSide, MatchEvent | null>,
  teamNames: Record<TeamSide, string>,
): string {
  if (difference.kind !== 'cap') return translate('review', `kind.${difference.kind as 'type'}`);
  // The cap of team1's own player (playerNumber), else of the player of team2 it names (opponentPlayerNumber).
  const isTeam1Player =
    pair.team1?.playerNumber === difference.values?.team1 && pair.team2?.playerNumber === difference.values?.team2;
  return translate('review', 'kind.cap', { team: teamNames[isTeam1Player ? 'team1' : 'team2'] });
}

/** One log's version of a detail, seen from team1 as findDifferences compares them. */
function detailText(kind: DifferenceKind, value: unknown, event: MatchEvent | null, quarterLength: number): string {
  switch (kind) {
    case 'type':
      return eventTypeLabel(value as EventType);
    case 'cap':
      return `#${String(value)}`;
    case 'outcome':
      // How the shot ended ('Saved', 'Post') says more than who had the ball after it.
      return event?.shootResult
        ? translate('capture', `shotEnd.${event.shootResult}`)
        : outcomeLabel(value as ShootOutcome);
    case 'time':
      return event
        ? `${translate('capture', 'quarterShort', { quarter: event.quarter })} ${countDownTime(event.time, event.quarter, quarterLength)}`
        : String(value);
    default:
      return enumLabel(String(value));
  }
}

/** Counts by quarter as a score line: '3-2-1-4', with the shootout after it when there was one. */
export function countsText(value: unknown): string {
  const counts = Array.isArray(value) ? (value as number[]) : [];
  const quarters = counts.slice(0, 4).join('-');
  const shootout = counts[4] ?? 0;
  return shootout > 0
    ? translate('review', 'version.withShootout', { quarters, shootout: String(shootout) })
    : quarters;
}
