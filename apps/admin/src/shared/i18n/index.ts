import { type Language, languages, toLanguage } from '@gemilang/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in src/locales/<lang>/<namespace>.json; every language holds every key (a test checks).
 * The back office opens in English (operators share one working language); the choice is remembered
 * under its own key so it never touches the player site's `lang`.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  resources[lang] ??= {};
  resources[lang][ns] = module.default;
}

export const adminDefaultLanguage: Language = 'en';
const storageKey = 'adminLang';

function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return adminDefaultLanguage;
  const raw = localStorage.getItem(storageKey);
  return raw ? toLanguage(raw) : adminDefaultLanguage;
}

export function changeLanguage(language: Language): Promise<unknown> {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: adminDefaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(resources[adminDefaultLanguage] ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
