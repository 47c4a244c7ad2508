import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES } from '../../domain/language';
import { useT } from '../i18n';

/** The language select of Settings: each language named in itself (English, Magyar). */
export function LanguageField(props: UseFormRegisterReturn<'langKey'>) {
  const t = useT('auth');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-pool-900">
        {t('settings.language')}
      </label>
      <select
        id={id}
        className="min-h-touch rounded-md border-2 border-slate-500 bg-white px-3 text-base text-slate-900"
        {...props}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
