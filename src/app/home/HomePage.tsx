import { useState } from 'react';
import { useSession } from '../auth/useSession';
import { PageHeading } from '../ui/PageHeading';
import { HomeFeatureCards } from './HomeFeatureCards';
import { OngoingMatches } from './OngoingMatches';
import { StartMatchDialog } from './StartMatchDialog';

/** Signed-in home: the feature cards and the ongoing matches (spec §2). */
export function HomePage() {
  const { canManage } = useSession();
  const [isStartOpen, setIsStartOpen] = useState(false);
  return (
    <section>
      <PageHeading>Features</PageHeading>
      <HomeFeatureCards canManage={canManage} onStartMatch={() => setIsStartOpen(true)} />
      <OngoingMatches />
      {canManage ? <StartMatchDialog open={isStartOpen} onClose={() => setIsStartOpen(false)} /> : null}
    </section>
  );
}
