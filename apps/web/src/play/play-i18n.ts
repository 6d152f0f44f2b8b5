import { type Language, toLanguage } from '@gemilang/contract/web';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The game page's words: only the `play` namespace of the language its address names (`?lang=`, as the
 * launch sets it), or the site's stored choice, fetched before the first paint. Nothing of the site's
 * catalogues comes along: the page is opened inside the /game frame and must be quick on a phone.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/play.json', { import: 'default' });

export function pageLanguage(search: string): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (asked) return toLanguage(asked);
  return toLanguage(typeof localStorage === 'undefined' ? null : localStorage.getItem('lang'));
}

export async function startPlayI18n(language: Language): Promise<void> {
  const load = catalogues[`../locales/${language}/play.json`] ?? catalogues['../locales/ms/play.json'];
  const play = load ? await load() : {};
  document.documentElement.lang = language;
  await i18n.use(initReactI18next).init({
    resources: { [language]: { play } },
    lng: language,
    fallbackLng: false,
    ns: ['play'],
    defaultNS: 'play',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
