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

/** The help overlay's list, in its order; `keys` are KeyboardEvent.key values (the app names them in words). */
export const VIDEO_SHORTCUTS: readonly { action: VideoAction; keys: readonly string[] }[] = [
  { action: 'togglePlay', keys: [' ', 'k', 'K'] },
  { action: 'previousClip', keys: ['j', 'J', 'ArrowLeft'] },
  { action: 'nextClip', keys: ['l', 'L', 'ArrowRight'] },
  { action: 'frameBack', keys: [','] },
  { action: 'frameForward', keys: ['.'] },
  { action: 'slower', keys: ['['] },
  { action: 'faster', keys: [']'] },
  { action: 'toggleLoop', keys: ['r', 'R'] },
  { action: 'help', keys: ['?'] },
];

/** The action of a key press, or null; any Ctrl, Alt or Meta combination belongs to the browser. */
export function videoActionOf(
  key: string,
  modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {},
): VideoAction | null {
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey) return null;
  return VIDEO_SHORTCUTS.find((shortcut) => shortcut.keys.includes(key))?.action ?? null;
}
