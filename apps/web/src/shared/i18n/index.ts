import type { Language } from '@gemilang/contract';
import { defaultLanguage, languages, toLanguage } from '@gemilang/contract/web';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in src/locales/<lang>/<namespace>.json; every language holds every key (a test checks).
 * The chosen language is kept under the storage keys `lang` and `hisLang`.
 * What the first paint needs in Malay, the default (common, shell, home), is in the first bundle;
 * every other namespace, and every namespace of English and Chinese, is fetched when a screen first asks
 * for it (react-i18next suspends that screen meanwhile), so a visitor downloads the words they read.
 */
type Catalogue = Record<string, unknown>;
export const firstPaintNamespaces = ['common', 'shell', 'home'] as const;
const bundled = import.meta.glob<Catalogue>('../../locales/ms/{common,shell,home}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/ms/{common,shell,home}.json'], {
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

/** Every namespace there is (tests load them all up front). */
export const allNamespaces = [
  ...new Set(Object.keys(onDemand).map((path) => namespaceOf(path)?.ns ?? '')),
  ...firstPaintNamespaces,
].filter(Boolean);

const backend = resourcesToBackend((language: string, namespace: string) => {
  const load = onDemand[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no catalogue ${language}/${namespace}`));
});

function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return defaultLanguage;
  return toLanguage(localStorage.getItem('lang'));
}

export async function changeLanguage(language: Language): Promise<unknown> {
  const previous = i18n.language;
  // The namespaces in use, in the new language, before the switch: no screen flashes its keys.
  await i18n.loadLanguages(language);
  localStorage.setItem('lang', language);
  if (previous) localStorage.setItem('hisLang', previous);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: [...firstPaintNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Malay's first-paint catalogues are in memory, so init finishes synchronously.
    initAsync: false,
  });

/** Resolves once the visitor's stored language is loaded and active; main.tsx waits for it before the first paint. */
export const i18nReady: Promise<unknown> =
  storedLanguage() === defaultLanguage ? Promise.resolve() : changeLanguage(storedLanguage()).catch(() => undefined);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
