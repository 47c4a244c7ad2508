import { useT } from '../../i18n';
import { Button } from '../../ui/Button';

type Props = { text: string; onAllow?: (() => void) | null };

/** Laid over the video: why nothing plays, and the button that asks again for a local file's permission. */
export function VideoProblem({ text, onAllow }: Props) {
  const t = useT('video');
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-lg bg-slate-900/80 p-4 text-center text-white">
      <p>{text}</p>
      {onAllow ? <Button onClick={onAllow}>{t('source.allow')}</Button> : null}
    </div>
  );
}
