import { useId, type InputHTMLAttributes, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; ref?: Ref<HTMLInputElement> };

/** A checkbox whose whole label row is a 44 px touch target. */
export function CheckboxField({ label, id, ref, ...input }: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label htmlFor={inputId} className="flex min-h-touch cursor-pointer items-center gap-3 font-semibold text-pool-900">
      <input ref={ref} id={inputId} type="checkbox" className="size-6 accent-primary" {...input} />
      {label}
    </label>
  );
}
