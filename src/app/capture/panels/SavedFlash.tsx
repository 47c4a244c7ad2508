/**
 * The confirmation of the last save (or Undo), in the header so it never covers a control: a scorer looking back at
 * the pool still catches it from the corner of the eye. Always in the page, so screen readers announce each one.
 */
export function SavedFlash({ text }: { text: string | null }) {
  return (
    <p
      role="status"
      data-testid="saved-flash"
      className={`line-clamp-2 min-w-0 rounded-md text-xl font-bold leading-tight ${text ? 'animate-pulse bg-emerald-700 px-3 py-1 text-white' : ''}`}
    >
      {text ?? ''}
    </p>
  );
}
