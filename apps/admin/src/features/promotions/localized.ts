import { type TLocalizedText, toLanguage } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';

/** An offer's text in the back office's current language (English when that one is empty). */
export function useLocalized(): (text: TLocalizedText) => string {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (text) => text[lang] || text.en || text.ms;
}
