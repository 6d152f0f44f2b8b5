import type { Language } from '@gemilang/contract';
import { toLanguage } from '@gemilang/contract/web';
import { ChevronDown } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu, MenuPlaceholder } from '../../shared/ui/deferred-menu';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** Our own flag files in public/flags; the spec's flag names (my, en, cn) for our language codes. */
const flagOf: Record<Language, string> = { ms: '/flags/my.svg', en: '/flags/en.svg', zh: '/flags/cn.svg' };

export function Flag({ language }: { language: Language }) {
  return <img src={flagOf[language]} width={24} height={16} alt="" className="h-4 w-6 shrink-0 rounded-[2px]" />;
}

export const languageTriggerClass =
  'inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm text-ink-soft hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=open]:bg-raised';

/**
 * The trigger's name is "<Language word>: <current language>" in the current language (e.g. "Bahasa:
 * Bahasa Melayu", "Language: English"), so it can be found in every language. Language names are
 * written in their own language, as a reader of that language looks for them.
 */
export function useLanguageTrigger(compact: boolean) {
  const { t, i18n } = useTranslation('shell');
  const current = toLanguage(i18n.language);
  const name = (language: Language) => t(`language.names.${language}`);
  return {
    current,
    name,
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
  const id = compact ? 'language-compact' : 'language';
  return (
    <DeferredMenu
      placeholder={
        <MenuPlaceholder id={id} label={label} className={languageTriggerClass}>
          {content}
        </MenuPlaceholder>
      }
    >
      <LanguageMenu id={id} compact={compact} />
    </DeferredMenu>
  );
}
