import { useId } from 'react';
import { useT } from '../i18n';
import { quarterLabel } from './quarterLabel';

type Props = { quarter: number | null; onChange: (quarter: number | null) => void };

/** What a picked file shows: the whole match or one quarter. */
export function VideoCoverSelect({ quarter, onChange }: Props) {
  const t = useT('video');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-pool-900">
        {t('localFile.shows')}
      </label>
      <select
        id={id}
        value={quarter ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className="min-h-touch rounded-md border-2 border-slate-600 bg-white px-2"
      >
        <option value="">{t('localFile.wholeMatch')}</option>
        {[1, 2, 3, 4, 5].map((q) => (
          <option key={q} value={q}>
            {quarterLabel(t, q)}
          </option>
        ))}
      </select>
    </div>
  );
}
