import { useT } from '../i18n';

/** Shown while a lazily loaded screen arrives. */
export function LoadingState() {
  const t = useT('common');
  return (
    <p role="status" className="p-6 text-lg text-pool-800">
      {t('loading')}
    </p>
  );
}
