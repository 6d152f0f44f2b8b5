import type { Language } from '@gemilang/contract';
import { languages, toLanguage } from '@gemilang/contract/web';
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { MenuBodyProps } from '../../boot/lazy-menu';
import { useMerchant } from '../../shared/api/site-queries';
import { changeLanguage } from '../../shared/i18n';
import { Flag } from './flag';

/**
 * The language menu's body (language-switcher.tsx draws its trigger); offers the languages the merchant
 * configured, and remembers the choice.
 */
export function LanguageMenu({ trigger, open, onOpenChange }: MenuBodyProps) {
  const { t, i18n } = useTranslation('shell');
  const merchant = useMerchant();
  const current = toLanguage(i18n.language);
  const name = (language: Language) => t(`language.names.${language}`);
  const offered = languages.filter((l) => !merchant || merchant.languages.map((m) => toLanguage(m)).includes(l));

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {/* Its place named, drawn in the render that opens it (see modal.tsx). */}
      <DropdownMenu.Portal container={document.body}>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/40"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-soft">{t('language.menu')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => void changeLanguage(toLanguage(value))}>
            {offered.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-raised"
              >
                <Flag language={language} />
                <span className="flex-1">{name(language)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check size={16} className="text-gold" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
