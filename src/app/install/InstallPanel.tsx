import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { dismissIosHint, promptInstall } from './installState';
import { useInstallOffer } from './useInstallOffer';

/**
 * The home screens' install offer: a line and "Install app" where the browser offers installation, the iOS
 * Safari "Add to Home Screen" hint (until put away on this device), else nothing.
 */
export function InstallPanel({ className = '' }: { className?: string }) {
  const { offer, isIosHintDismissed } = useInstallOffer();
  const t = useT('common');
  const isHint = offer === 'iosHint' && !isIosHintDismissed;
  if (offer !== 'prompt' && !isHint) return null;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-pool-200 bg-white p-4 text-slate-800 shadow-sm ${className}`}
    >
      <p className="min-w-60 flex-1">{isHint ? t('install.iosHint') : t('install.pitch')}</p>
      {isHint ? (
        <Button variant="secondary" onClick={() => dismissIosHint()}>
          {t('install.dismiss')}
        </Button>
      ) : (
        <Button onClick={() => void promptInstall()}>{t('install.action')}</Button>
      )}
    </div>
  );
}
