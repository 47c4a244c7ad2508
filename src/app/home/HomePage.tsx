import { lazy, Suspense, useState } from 'react';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { InstallPanel } from '../install/InstallPanel';
import { LoadingState } from '../ui/LoadingState';
import { PageHeading } from '../ui/PageHeading';
import { HomeFeatureCards } from './HomeFeatureCards';
import { OngoingMatches } from './OngoingMatches';

// The dialog's autocomplete is the largest part of this screen's code: it is fetched when first asked for.
const StartMatchDialog = lazy(async () => ({ default: (await import('./StartMatchDialog')).StartMatchDialog }));

/** Signed-in home: the install offer, if any, the feature cards and the ongoing matches (docs/product.md §2). */
export function HomePage() {
  const t = useT('home');
  const { canManage } = useSession();
  const [isStartOpen, setIsStartOpen] = useState(false);
  // Mounted from the first opening on, so closing it is the dialog's own, not an unmount.
  const [isStartWanted, setIsStartWanted] = useState(false);
  const openStart = () => {
    setIsStartWanted(true);
    setIsStartOpen(true);
  };
  return (
    <section>
      <PageHeading>{t('heading')}</PageHeading>
      <InstallPanel className="mb-6" />
      <HomeFeatureCards canManage={canManage} onStartMatch={openStart} />
      <OngoingMatches />
      {canManage && isStartWanted ? (
        <Suspense fallback={<LoadingState />}>
          <StartMatchDialog open={isStartOpen} onClose={() => setIsStartOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
