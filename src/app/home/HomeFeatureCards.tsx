import { useLocation } from 'wouter';
import { FeatureCard } from '../public/FeatureCard';
import { Button } from '../ui/Button';

type Props = { canManage: boolean; onStartMatch: () => void };

/** Feature cards of spec §2 Home: Start new match and Admin (manage) only for the admin-or-user role. */
export function HomeFeatureCards({ canManage, onStartMatch }: Props) {
  const [, navigate] = useLocation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Features">
      {canManage ? (
        <FeatureCard title="Start new match" action={<Button onClick={onStartMatch}>Start new match</Button>}>
          Pick a match and a side, then capture it live.
        </FeatureCard>
      ) : null}
      <FeatureCard title="Statistics" action={<Button onClick={() => navigate('/statistics')}>Open statistics</Button>}>
        Box scores, shot maps and efficiency figures.
      </FeatureCard>
      <FeatureCard title="Video analyzer" action={<Button onClick={() => navigate('/video-analysis')}>Open video analyzer</Button>}>
        Clips and playlists from the recorded events.
      </FeatureCard>
      {canManage ? (
        <FeatureCard title="Admin" action={<Button onClick={() => navigate('/manage')}>Manage data</Button>}>
          Leagues, teams, players, matches and videos.
        </FeatureCard>
      ) : null}
    </ul>
  );
}
