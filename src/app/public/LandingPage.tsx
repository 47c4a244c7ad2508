import { useLocation } from 'wouter';
import { useSession } from '../auth/useSession';
import { Button } from '../ui/Button';
import { FeatureCard } from './FeatureCard';

export function LandingPage() {
  const { isAuthenticated } = useSession();
  const [, navigate] = useLocation();
  return (
    <section className="flex flex-col gap-8">
      <div className="rounded-xl bg-pool-700 px-6 py-10 text-white">
        <h1 className="text-4xl font-bold">Welcome to Poolside</h1>
        <p className="mt-3 max-w-2xl text-lg">
          Water polo statistics from the pool deck: record every shot, exclusion and possession live or beside the
          match video, then study the numbers and the clips with your team.
        </p>
        <div className="mt-6">
          {isAuthenticated ? (
            <Button variant="secondary" onClick={() => navigate('/')}>
              Get started
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => navigate('/login')}>
              Log in
            </Button>
          )}
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Features">
        <FeatureCard title="Collect data">
          Capture events, possessions, substitutions and formations on a tablet, even when the pool Wi-Fi drops.
        </FeatureCard>
        <FeatureCard title="Statistics">
          Box scores, shot maps, man-up efficiency and lineups built from every recorded event.
        </FeatureCard>
        <FeatureCard title="Video analysis">
          Jump from any event to its clip and build playlists for the next team meeting.
        </FeatureCard>
      </ul>
    </section>
  );
}
