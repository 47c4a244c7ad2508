import { useLocation } from 'wouter';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { InstallPanel } from '../install/InstallPanel';
import { Button } from '../ui/Button';
import { FeatureCard } from './FeatureCard';

export function LandingPage() {
  const t = useT('public');
  const { isAuthenticated } = useSession();
  const [, navigate] = useLocation();
  return (
    <section className="flex flex-col gap-8">
      <div className="rounded-xl bg-pool-700 px-6 py-10 text-white">
        <h1 className="text-4xl font-bold">{t('landing.welcome')}</h1>
        <p className="mt-3 max-w-2xl text-lg">{t('landing.intro')}</p>
        <div className="mt-6">
          {isAuthenticated ? (
            <Button variant="secondary" onClick={() => navigate('/')}>
              {t('landing.getStarted')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => navigate('/login')}>
              {t('landing.logIn')}
            </Button>
          )}
        </div>
      </div>
      <InstallPanel />
      <ul className="grid gap-4 md:grid-cols-3" aria-label={t('landing.features')}>
        <FeatureCard title={t('landing.collect.title')}>{t('landing.collect.text')}</FeatureCard>
        <FeatureCard title={t('landing.statistics.title')}>{t('landing.statistics.text')}</FeatureCard>
        <FeatureCard title={t('landing.video.title')}>{t('landing.video.text')}</FeatureCard>
      </ul>
    </section>
  );
}
