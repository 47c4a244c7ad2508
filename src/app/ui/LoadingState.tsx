/** Shown while a lazily loaded screen arrives. */
export function LoadingState() {
  return (
    <p role="status" className="p-6 text-lg text-pool-800">
      Loading…
    </p>
  );
}
