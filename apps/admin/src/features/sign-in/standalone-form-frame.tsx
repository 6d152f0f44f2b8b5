import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/ui/language-select';

/**
 * The frame of a back-office page shown outside the shell (sign-in, the forced password change): the brand
 * line, the page's title, the language select, and a card holding the form, named by its intro line.
 */
export function StandaloneFormFrame({
  title,
  intro,
  introId,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  introId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-8">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex items-center justify-between gap-2">
          <div>
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('common:brand')}</p>
            <h1 className="text-xl font-semibold text-ink">{title}</h1>
          </div>
          <LanguageSelect />
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={introId}
          className="space-y-3 rounded-md border border-line bg-panel p-4 shadow-sm"
        >
          <p id={introId} className="text-ink-soft">
            {intro}
          </p>
          {children}
        </form>
      </div>
    </div>
  );
}
