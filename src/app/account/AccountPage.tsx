import { useState } from 'react';
import { useLocation } from 'wouter';
import { clearCache } from '../../data/cache';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';
import { showSnackbar } from '../ui/snackbarStore';
import { AccountDetail } from './AccountDetail';
import { clearCacheMessage } from './clearCacheMessage';

export function AccountPage() {
  const t = useT('auth');
  const { account } = useSession();
  const [, navigate] = useLocation();
  const [isClearing, setIsClearing] = useState(false);

  const clear = async () => {
    setIsClearing(true);
    try {
      const { pendingCaptures } = await clearCache();
      showSnackbar(clearCacheMessage(pendingCaptures), 'success');
    } catch {
      showSnackbar(t('account.cacheNotCleared'), 'error');
    } finally {
      setIsClearing(false);
    }
  };

  return (
    <section className="mx-auto max-w-xl">
      <PageHeading>{t('account.title')}</PageHeading>
      <dl className="rounded-lg border border-pool-200 bg-white px-6 py-2 shadow-sm">
        <AccountDetail term={t('account.lastName')} value={account?.lastName} />
        <AccountDetail term={t('account.firstName')} value={account?.firstName} />
        <AccountDetail term={t('account.login')} value={account?.login} />
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => navigate('/settings')}>{t('account.settings')}</Button>
        <Button onClick={() => navigate('/password')}>{t('account.password')}</Button>
        <Button variant="secondary" onClick={() => void clear()} disabled={isClearing}>
          {t('account.clearCache')}
        </Button>
      </div>
    </section>
  );
}
