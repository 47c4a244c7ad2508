import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; isPressed?: boolean };

/** A square, tablet-sized player button; `label` names it for screen readers and as its tooltip. */
export function ControlButton({ label, isPressed, className = '', children, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      className={`inline-flex min-h-touch min-w-touch items-center justify-center gap-1 rounded-md border-2 px-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        isPressed
          ? 'border-pool-800 bg-pool-800 text-white'
          : 'border-pool-700 bg-white text-pool-900 hover:bg-pool-100'
      } ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
