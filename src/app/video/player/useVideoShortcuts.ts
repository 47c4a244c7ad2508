import { useEffect, useRef } from 'react';
import { videoActionOf, type VideoAction } from '../../../domain/video';

/** Typing in a field, or choosing in a list, keeps its keys. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'file'].includes(target.type);
}

/**
 * The video screen's keys on the whole window. While a dialog is open only `?` (to close help) passes;
 * a handled key's default (Space scrolling or pressing the focused button, arrows scrolling) is prevented.
 */
export function useVideoShortcuts(onAction: (action: VideoAction) => void, isDialogOpen: boolean): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const action = videoActionOf(event.key, event);
      if (!action || (isDialogOpen && action !== 'help')) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isDialogOpen]);
}
