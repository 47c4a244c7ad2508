import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';

/** In place of a screen that could not load: what happened, and a way out that keeps local data. */
export function ScreenLoadError({ onReload }: { onReload: () => void }) {
  const t = useT('common');
  return (
    <section role="alert" className="max-w-2xl">
      <PageHeading>{t('screenLoadError.heading')}</PageHeading>
      <p className="text-lg">{t('screenLoadError.body')}</p>
      <p className="mt-6">
        <Button onClick={onReload}>{t('screenLoadError.reload')}</Button>
      </p>
    </section>
  );
}
