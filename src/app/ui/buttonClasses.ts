export type ButtonVariant = 'primary' | 'danger' | 'secondary';

const base =
  'inline-flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark',
  danger: 'bg-danger text-white hover:bg-danger-dark',
  secondary: 'border-2 border-pool-700 bg-white text-pool-800 hover:bg-pool-100',
};

/** Shared by Button and by links that must look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
