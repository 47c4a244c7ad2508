import { useId } from 'react';
import { LANGUAGES, toLanguage } from '../../domain/language';
import { chooseDeviceLanguage, useLanguage, useT } from '../i18n';

/**
 * The visitor's choice of language on the public pages, remembered on this device. Each language is named
 * in itself, so whoever cannot read the current one still finds their own.
 */
export function LanguageSwitch() {
  const t = useT('common');
  const language = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center justify-center gap-3">
      <label htmlFor={id} className="font-semibold">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = toLanguage(event.target.value);
          if (chosen) void chooseDeviceLanguage(chosen);
        }}
        className="min-h-touch rounded-md border-2 border-white/70 bg-white px-3 text-base text-slate-900"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
