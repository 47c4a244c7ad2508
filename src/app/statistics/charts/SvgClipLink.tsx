import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';

/** Where a mark of a chart plays as clips, and its accessible name. */
export type ClipTarget = { href: string; label: string };

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type Props = {
  target: ClipTarget;
  /** Drawn only while the link has keyboard focus. */
  ring?: ReactNode;
  /** A larger tap area under the marks: out of the Tab order and hidden from screen readers (the mark's own link is not). */
  isTapAreaOnly?: boolean;
  children: ReactNode;
};

/**
 * A link drawn in an SVG chart: reachable by Tab, named for a screen reader, opened in the app (not a page load)
 * on a plain click.
 */
export function SvgClipLink({ target, ring, isTapAreaOnly = false, children }: Props) {
  const [, navigate] = useLocation();
  return (
    <a
      href={target.href}
      aria-label={isTapAreaOnly ? undefined : target.label}
      aria-hidden={isTapAreaOnly ? true : undefined}
      tabIndex={isTapAreaOnly ? -1 : undefined}
      className="group outline-none"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(target.href);
      }}
    >
      <title>{target.label}</title>
      {children}
      {ring ? <g className="hidden group-focus-visible:inline">{ring}</g> : null}
    </a>
  );
}
