import { useSession } from '../auth/useSession';
import { useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';

/** The page foot; signed out it holds the language switch (signed in, the account's setting decides). */
export function Footer() {
  const t = useT('common');
  const { isAuthenticated } = useSession();
  return (
    <footer className="flex flex-col items-center gap-3 border-t border-pool-200 bg-pool-900 px-4 py-4 text-center text-white">
      {isAuthenticated ? null : <LanguageSwitch />}
      <p>{t('footer.rights', { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
