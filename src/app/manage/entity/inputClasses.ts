/** The look of every manage input, matching the ui kit's FormField; add a width to the base. */
export const INPUT_BASE =
  'min-h-touch rounded-md border-2 border-slate-500 bg-white px-3 text-base text-slate-900 aria-invalid:border-danger disabled:bg-slate-100';
export const INPUT_CLASSES = `${INPUT_BASE} w-full`;
