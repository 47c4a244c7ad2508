import { Button } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';

/** In place of a screen that could not load: what happened, and a way out that keeps local data. */
export function ScreenLoadError({ onReload }: { onReload: () => void }) {
  return (
    <section role="alert" className="max-w-2xl">
      <PageHeading>This screen could not be loaded</PageHeading>
      <p className="text-lg">
        The app may have been updated, or the connection dropped. Reload to continue; everything recorded on this device
        is kept.
      </p>
      <p className="mt-6">
        <Button onClick={onReload}>Reload</Button>
      </p>
    </section>
  );
}
