import { defaultLanguage, type Language, languages, toLanguage } from '@gemilang/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in src/locales/<lang>/<namespace>.json; every language holds every key (a test checks).
 * The chosen language is kept under the spec's storage keys `lang` and `hisLang`.
 * Malay, the default, is in the first bundle; English and Chinese are fetched when first chosen, so a
 * visitor downloads one language's text, not three.
 */
type Catalogue = Record<string, unknown>;
const bundled = import.meta.glob<Catalogue>('../../locales/ms/*.json', { eager: true, import: 'default' });
const onDemand = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/ms/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): { lang: string; ns: string } | null {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { lang: match[1] as string, ns: match[2] as string } : null;
}

const resources: Record<string, Record<string, Catalogue>> = { [defaultLanguage]: {} };
for (const [path, catalogue] of Object.entries(bundled)) {
  const at = namespaceOf(path);
  if (at) (resources[defaultLanguage] as Record<string, Catalogue>)[at.ns] = catalogue;
}

const loading = new Map<Language, Promise<void>>();

/** Adds a language's catalogues to i18next once; Malay is always there. */
function loadLanguage(language: Language): Promise<void> {
  if (language === defaultLanguage || i18n.hasResourceBundle(language, 'common')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    const files = Object.entries(onDemand).filter(([path]) => namespaceOf(path)?.lang === language);
    pending = Promise.all(
      files.map(async ([path, load]) => {
        const at = namespaceOf(path);
        if (at) i18n.addResourceBundle(language, at.ns, await load(), true, true);
      }),
    ).then(() => undefined);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return defaultLanguage;
  return toLanguage(localStorage.getItem('lang'));
}

export async function changeLanguage(language: Language): Promise<unknown> {
  const previous = i18n.language;
  await loadLanguage(language);
  localStorage.setItem('lang', language);
  if (previous) localStorage.setItem('hisLang', previous);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(resources[defaultLanguage] ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Catalogues are in memory (bundled or added before a switch), so init finishes synchronously.
  initAsync: false,
});

/** Resolves once the visitor's stored language is loaded and active; main.tsx waits for it before the first paint. */
export const i18nReady: Promise<unknown> =
  storedLanguage() === defaultLanguage ? Promise.resolve() : changeLanguage(storedLanguage()).catch(() => undefined);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
