/** What a key does on the video screen (Sportscode / LongoMatch habits: J/L, comma/period, brackets). */
export type VideoAction =
  | 'togglePlay'
  | 'previousClip'
  | 'nextClip'
  | 'frameBack'
  | 'frameForward'
  | 'slower'
  | 'faster'
  | 'toggleLoop'
  | 'help';

/** The help overlay's list, in its order; `keys` are KeyboardEvent.key values. */
export const VIDEO_SHORTCUTS: readonly {
  action: VideoAction;
  keys: readonly string[];
  label: string;
  description: string;
}[] = [
  { action: 'togglePlay', keys: [' ', 'k', 'K'], label: 'Space or K', description: 'Play or pause' },
  { action: 'previousClip', keys: ['j', 'J', 'ArrowLeft'], label: 'J or ←', description: 'Previous clip' },
  { action: 'nextClip', keys: ['l', 'L', 'ArrowRight'], label: 'L or →', description: 'Next clip' },
  { action: 'frameBack', keys: [','], label: ',', description: 'One frame back (pauses)' },
  { action: 'frameForward', keys: ['.'], label: '.', description: 'One frame forward (pauses)' },
  { action: 'slower', keys: ['['], label: '[', description: 'Slower (down to 0.5×)' },
  { action: 'faster', keys: [']'], label: ']', description: 'Faster (up to 2×)' },
  { action: 'toggleLoop', keys: ['r', 'R'], label: 'R', description: 'Loop the current clip on or off' },
  { action: 'help', keys: ['?'], label: '?', description: 'Show or hide this list' },
];

/** The action of a key press, or null; any Ctrl, Alt or Meta combination belongs to the browser. */
export function videoActionOf(
  key: string,
  modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {},
): VideoAction | null {
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey) return null;
  return VIDEO_SHORTCUTS.find((shortcut) => shortcut.keys.includes(key))?.action ?? null;
}
