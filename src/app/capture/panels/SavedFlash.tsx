/**
 * The confirmation of the last save, in its own slot of the header so it never covers a control: a scorer looking
 * back at the pool still catches it from the corner of the eye. `key` restarts the flash for every save.
 */
export function SavedFlash({ text }: { text: string | null }) {
  return (
    <p
      role="status"
      data-testid="saved-flash"
      className={`line-clamp-2 min-w-0 rounded-md px-3 py-1 text-xl font-bold leading-tight ${text ? 'animate-pulse bg-emerald-700 text-white' : ''}`}
    >
      {text ?? ''}
    </p>
  );
}
