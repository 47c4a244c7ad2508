import { useLocation } from 'wouter';
import { logout } from '../../data/auth';
import { useSession } from '../auth/useSession';
import { NavLink, navLinkClass } from './NavLink';

/** Signed out: Blog, Contact. Signed in: Features, Account, (Admin for admins), Logout. */
export function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { isAuthenticated, isAdmin } = useSession();
  const [, navigate] = useLocation();
  const signOut = async () => {
    onNavigate();
    await logout();
    navigate('/home');
  };
  return (
    <ul className="flex w-full flex-col gap-1 min-[769px]:w-auto min-[769px]:flex-row min-[769px]:items-center">
      {isAuthenticated ? (
        <>
          <NavLink href="/" label="Features" onNavigate={onNavigate} />
          <NavLink href="/account" label="Account" onNavigate={onNavigate} />
          {isAdmin ? <NavLink href="/admin" label="Admin" onNavigate={onNavigate} /> : null}
          <li>
            <button type="button" className={`${navLinkClass} w-full text-left`} onClick={() => void signOut()}>
              Logout
            </button>
          </li>
        </>
      ) : (
        <>
          <NavLink href="/blog" label="Blog" onNavigate={onNavigate} />
          <NavLink href="/contact" label="Contact" onNavigate={onNavigate} />
        </>
      )}
    </ul>
  );
}
