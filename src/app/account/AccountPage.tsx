import { useState } from 'react';
import { useLocation } from 'wouter';
import { clearCache } from '../../data/cache';
import { useSession } from '../auth/useSession';
import { Button } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';
import { showSnackbar } from '../ui/snackbarStore';
import { AccountDetail } from './AccountDetail';
import { clearCacheMessage } from './clearCacheMessage';

export function AccountPage() {
  const { account } = useSession();
  const [, navigate] = useLocation();
  const [isClearing, setIsClearing] = useState(false);

  const clear = async () => {
    setIsClearing(true);
    try {
      const { pendingCaptures } = await clearCache();
      showSnackbar(clearCacheMessage(pendingCaptures), 'success');
    } catch {
      showSnackbar('Cache could not be cleared', 'error');
    } finally {
      setIsClearing(false);
    }
  };

  return (
    <section className="mx-auto max-w-xl">
      <PageHeading>Account</PageHeading>
      <dl className="rounded-lg border border-pool-200 bg-white px-6 py-2 shadow-sm">
        <AccountDetail term="Last name" value={account?.lastName} />
        <AccountDetail term="First name" value={account?.firstName} />
        <AccountDetail term="Login" value={account?.login} />
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => navigate('/settings')}>Settings</Button>
        <Button onClick={() => navigate('/password')}>Password</Button>
        <Button variant="secondary" onClick={() => void clear()} disabled={isClearing}>
          Clear cache
        </Button>
      </div>
    </section>
  );
}
