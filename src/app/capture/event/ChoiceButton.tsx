import type { ButtonHTMLAttributes } from 'react';
import { pressedClasses, type SideTone } from '../sideTone';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { isPressed?: boolean; tone?: SideTone };

/** A 48 px (wet-finger) toggle-like button of the capture screen; pressed state is announced with aria-pressed. */
export function ChoiceButton({ isPressed, tone = 'primary', className = '', type = 'button', ...rest }: Props) {
  const look = isPressed ? pressedClasses(tone) : 'border-slate-400 bg-white text-slate-900 hover:bg-pool-50';
  return (
    <button
      type={type}
      aria-pressed={isPressed === undefined ? undefined : isPressed}
      className={`min-h-12 min-w-12 rounded-md border-2 px-2 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40 ${look} ${className}`}
      {...rest}
    />
  );
}
