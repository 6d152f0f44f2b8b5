import { type Language, languages } from '@gemilang/contract';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';

/** The interface language; each option is written in its own language so anyone can find theirs. */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <label className="inline-flex items-center gap-1 text-ink-soft">
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
        className="h-7 rounded border border-line bg-panel px-1 text-xs text-ink"
      >
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.names.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
