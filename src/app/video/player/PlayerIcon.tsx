export type PlayerIconName = 'previous' | 'next' | 'play' | 'pause' | 'frameBack' | 'frameForward' | 'loop';

const PATHS: Record<PlayerIconName, string> = {
  previous: 'M3 5h2v14H3zM13 5v14l-7-7zM21 5v14l-7-7z',
  next: 'M19 5h2v14h-2zM3 5v14l7-7zM11 5v14l7-7z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  frameBack: 'M14 6v12L6 12zM16 6h2v12h-2z',
  frameForward: 'M6 6h2v12H6zM10 6v12l8-6z',
  loop: 'M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
};

/** The player's glyphs as SVG: the fonts of a tablet do not all have the media symbols. */
export function PlayerIcon({ name }: { name: PlayerIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  );
}
