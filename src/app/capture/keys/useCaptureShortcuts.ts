import { useEffect, useRef } from 'react';
import type { CaptureCommand } from '../../../domain/capture';
import { CAP_TYPING_WINDOW_MS, CAPTURE_SHORTCUTS } from './captureShortcuts';
import { isTypingTarget } from './isTypingTarget';

type Handlers = {
  send: (command: CaptureCommand) => void;
  onSave: () => void;
  onCancel: () => void;
  onHelp: () => void;
  /** Space: start or stop the game clock. */
  onClock: () => void;
};

/**
 * Keyboard shortcuts of the capture screen: event types, outcomes, cap numbers, Enter saves, Esc cancels, Space
 * starts and stops the clock, ? helps.
 */
export function useCaptureShortcuts({ send, onSave, onCancel, onHelp, onClock }: Handlers): void {
  const handlers = useRef({ send, onSave, onCancel, onHelp, onClock });
  const typedCap = useRef<{ digits: string; timer: number | null }>({ digits: '', timer: null });
  useEffect(() => {
    handlers.current = { send, onSave, onCancel, onHelp, onClock };
  });
  useEffect(() => {
    const flushCap = () => {
      const cap = Number(typedCap.current.digits);
      typedCap.current = { digits: '', timer: null };
      if (cap > 0) handlers.current.send({ type: 'choosePlayer', cap });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const { key } = event;
      if (/^[0-9]$/.test(key)) {
        const typed = typedCap.current;
        if (typed.timer !== null) window.clearTimeout(typed.timer);
        typed.digits = `${typed.digits}${key}`.slice(-2);
        typed.timer = typed.digits.length === 2 ? null : window.setTimeout(flushCap, CAP_TYPING_WINDOW_MS);
        if (typed.digits.length === 2) flushCap();
        event.preventDefault();
        return;
      }
      if (key === 'Enter' && !(event.target instanceof HTMLButtonElement))
        return void (event.preventDefault(), handlers.current.onSave());
      if (key === 'Escape') return void handlers.current.onCancel();
      // Space is the clock's, never a click on the button that has the focus (its click comes with the key's release).
      if (key === ' ') return void (event.preventDefault(), handlers.current.onClock());
      if (key === '?') return void handlers.current.onHelp();
      const shortcut = CAPTURE_SHORTCUTS.find((candidate) => candidate.key === key.toLowerCase());
      if (shortcut) {
        event.preventDefault();
        handlers.current.send(shortcut.command);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && !isTypingTarget(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
      if (typedCap.current.timer !== null) window.clearTimeout(typedCap.current.timer);
    };
  }, []);
}
