import { countDownTime } from '../capture/period/quarterTime';
import { writeCsv } from '../csv';
import { DEFAULT_QUARTER_LENGTH, formatClock, type MatchEvent } from '../model';
import type { Clip } from './buildPlaylist';

export type PlaylistNames = {
  matchName: (matchId: number) => string;
  teamName: (teamId: number) => string;
  /** A player's display name, or null when the roster does not know the cap. */
  playerName: (matchId: number, teamId: number, cap: number) => string | null;
  quarterLength?: (matchId: number) => number;
};

/** The CSV's columns in order; their headings are words of the app's language. */
export const PLAYLIST_CSV_COLUMNS = [
  'match',
  'team',
  'quarter',
  'time',
  'videoTime',
  'event',
  'player',
  'clipStart',
  'clipEnd',
] as const;
export type PlaylistCsvColumn = (typeof PLAYLIST_CSV_COLUMNS)[number];

/** The words of the CSV, in the language it is exported in. */
export type PlaylistWords = {
  heading: (column: PlaylistCsvColumn) => string;
  quarter: (quarter: number) => string;
  event: (event: MatchEvent) => string;
};

/**
 * The playlist as CSV (CRLF lines, a BOM so spreadsheets read UTF-8): one row per clip in play order,
 * Time as the scorer's count-down clock of the quarter, video times as m:ss.
 */
export function playlistCsv(clips: readonly Clip[], names: PlaylistNames, words: PlaylistWords): string {
  const rows = clips.map(({ event, videoTime, start, end }) => {
    const quarterLength = names.quarterLength?.(event.match.id) ?? DEFAULT_QUARTER_LENGTH;
    const player =
      event.playerNumber == null ? '' : playerText(names, event.match.id, event.team.id, event.playerNumber);
    return [
      names.matchName(event.match.id),
      names.teamName(event.team.id),
      words.quarter(event.quarter),
      countDownTime(event.time, event.quarter, quarterLength),
      formatClock(videoTime, 'videoPosition'),
      words.event(event),
      player,
      formatClock(start, 'videoPosition'),
      formatClock(end, 'videoPosition'),
    ];
  });
  return writeCsv([PLAYLIST_CSV_COLUMNS.map(words.heading), ...rows]);
}

function playerText(names: PlaylistNames, matchId: number, teamId: number, cap: number): string {
  const name = names.playerName(matchId, teamId, cap);
  return name ? `#${cap} ${name}` : `#${cap}`;
}
