import { useId, useState } from 'react';
import { useT } from '../i18n';
import { navLinkClass } from '../layout/NavLink';
import { promptInstall } from './installState';
import { useInstallOffer } from './useInstallOffer';

const hintClass =
  'px-3 pb-2 min-[769px]:absolute min-[769px]:right-0 min-[769px]:top-full min-[769px]:mt-2 min-[769px]:w-72 ' +
  'min-[769px]:rounded-md min-[769px]:bg-white min-[769px]:p-3 min-[769px]:text-slate-900 min-[769px]:shadow-lg';

/**
 * "Install app" in the main menu, where the browser offers installation: it opens the browser's dialog. On iOS
 * Safari, which has no such dialog, it shows how to add the app from the Share menu. Nothing once installed.
 */
export function InstallMenuItem({ onPrompt }: { onPrompt: () => void }) {
  const { offer } = useInstallOffer();
  const [isHintOpen, setIsHintOpen] = useState(false);
  const hintId = useId();
  const t = useT('common');
  if (offer === 'none') return null;
  const buttonClass = `${navLinkClass} w-full text-left`;
  if (offer === 'prompt') {
    const install = () => {
      onPrompt();
      void promptInstall();
    };
    return (
      <li>
        <button type="button" className={buttonClass} onClick={install}>
          {t('nav.install')}
        </button>
      </li>
    );
  }
  return (
    <li className="relative">
      <button
        type="button"
        className={buttonClass}
        aria-expanded={isHintOpen}
        aria-controls={hintId}
        onClick={() => setIsHintOpen((open) => !open)}
      >
        {t('nav.install')}
      </button>
      <p id={hintId} hidden={!isHintOpen} className={hintClass}>
        {t('install.iosHint')}
      </p>
    </li>
  );
}
