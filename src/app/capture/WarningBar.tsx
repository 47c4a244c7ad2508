/** The red warning bar above the event buttons (spec §2, §8); while it shows, Save is disabled. */
export function WarningBar({ warning }: { warning: string | null }) {
  if (!warning) return null;
  return (
    <p role="alert" data-testid="capture-warning" className="rounded-md bg-danger px-4 py-3 font-semibold text-white">
      {warning}
    </p>
  );
}
