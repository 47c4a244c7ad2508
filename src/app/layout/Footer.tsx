import { useT } from '../i18n';

export function Footer() {
  const t = useT('common');
  return (
    <footer className="border-t border-pool-200 bg-pool-900 px-4 py-4 text-center text-white">
      {t('footer.rights', { year: String(new Date().getFullYear()) })}
    </footer>
  );
}
