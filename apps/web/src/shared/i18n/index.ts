import { defaultLanguage, type Language, languages, toLanguage } from '@gemilang/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in src/locales/<lang>/<namespace>.json; every language holds every key (a test checks).
 * The chosen language is kept under the spec's storage keys `lang` and `hisLang`.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  resources[lang] ??= {};
  resources[lang][ns] = module.default;
}

function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return defaultLanguage;
  return toLanguage(localStorage.getItem('lang'));
}

export function changeLanguage(language: Language): Promise<unknown> {
  const previous = i18n.language;
  localStorage.setItem('lang', language);
  if (previous) localStorage.setItem('hisLang', previous);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(resources[defaultLanguage] ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
