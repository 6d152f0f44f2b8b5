import type { Language } from '@gemilang/contract';
import { toLanguage } from '@gemilang/contract/web';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyMenu, menuBody } from '../../boot/lazy-menu';
import { Flag } from './flag';

// The menu's code arrives on the first sign of intent (boot/lazy-menu.tsx, ADR 043).
const languageMenu = menuBody(() => import('./language-menu').then((m) => m.LanguageMenu));

const languageTriggerClass =
  'inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm text-ink-soft hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=open]:bg-raised';

/**
 * The trigger's name is "<Language word>: <current language>" in the current language (e.g. "Bahasa:
 * Bahasa Melayu", "Language: English"), so it can be found in every language. Language names are
 * written in their own language, as a reader of that language looks for them.
 */
function useLanguageTrigger(compact: boolean) {
  const { t, i18n } = useTranslation('shell');
  const current = toLanguage(i18n.language);
  const name = (language: Language) => t(`language.names.${language}`);
  return {
    label: t('language.button', { name: name(current) }),
    content: (
      <>
        <Flag language={current} />
        {compact ? null : <span>{name(current)}</span>}
        {compact ? null : <ChevronDown size={14} aria-hidden="true" />}
      </>
    ),
  };
}

/** The header's language menu: Bahasa Melayu (default), English, 中文. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { label, content } = useLanguageTrigger(compact);
  return (
    <LazyMenu body={languageMenu} label={label} className={languageTriggerClass}>
      {content}
    </LazyMenu>
  );
}
