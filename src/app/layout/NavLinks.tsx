import { useLocation } from 'wouter';
import { logout } from '../../data/auth';
import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { InstallMenuItem } from '../install/InstallMenuItem';
import { NavLink, navLinkClass } from './NavLink';

/**
 * Signed out: Blog, Contact, (Install app). Signed in: Features, Account, (Admin for admins), (Install app), Logout.
 * Install app shows where the browser offers installation or on iOS Safari.
 */
export function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { isAuthenticated, isAdmin } = useSession();
  const [, navigate] = useLocation();
  const t = useT('common');
  const signOut = async () => {
    onNavigate();
    await logout();
    navigate('/home');
  };
  return (
    <ul className="flex w-full flex-col gap-1 min-[769px]:w-auto min-[769px]:flex-row min-[769px]:items-center">
      {isAuthenticated ? (
        <>
          <NavLink href="/" label={t('nav.features')} onNavigate={onNavigate} />
          <NavLink href="/account" label={t('nav.account')} onNavigate={onNavigate} />
          {isAdmin ? <NavLink href="/admin" label={t('nav.admin')} onNavigate={onNavigate} /> : null}
          <InstallMenuItem onPrompt={onNavigate} />
          <li>
            <button type="button" className={`${navLinkClass} w-full text-left`} onClick={() => void signOut()}>
              {t('nav.logout')}
            </button>
          </li>
        </>
      ) : (
        <>
          <NavLink href="/blog" label={t('nav.blog')} onNavigate={onNavigate} />
          <NavLink href="/contact" label={t('nav.contact')} onNavigate={onNavigate} />
          <InstallMenuItem onPrompt={onNavigate} />
        </>
      )}
    </ul>
  );
}
