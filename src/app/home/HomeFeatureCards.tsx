import { useLocation } from 'wouter';
import { useT } from '../i18n';
import { FeatureCard } from '../public/FeatureCard';
import { Button } from '../ui/Button';

type Props = { canManage: boolean; onStartMatch: () => void };

/** Feature cards of docs/product.md §2 Home: Start new match and Admin (manage) only for the admin-or-user role. */
export function HomeFeatureCards({ canManage, onStartMatch }: Props) {
  const t = useT('home');
  const [, navigate] = useLocation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('features')}>
      {canManage ? (
        <FeatureCard
          title={t('startMatch.title')}
          action={<Button onClick={onStartMatch}>{t('startMatch.action')}</Button>}
        >
          {t('startMatch.text')}
        </FeatureCard>
      ) : null}
      <FeatureCard
        title={t('statistics.title')}
        action={<Button onClick={() => navigate('/statistics')}>{t('statistics.action')}</Button>}
      >
        {t('statistics.text')}
      </FeatureCard>
      <FeatureCard
        title={t('video.title')}
        action={<Button onClick={() => navigate('/video-analysis')}>{t('video.action')}</Button>}
      >
        {t('video.text')}
      </FeatureCard>
      {canManage ? (
        <FeatureCard
          title={t('admin.title')}
          action={<Button onClick={() => navigate('/manage')}>{t('admin.action')}</Button>}
        >
          {t('admin.text')}
        </FeatureCard>
      ) : null}
    </ul>
  );
}
