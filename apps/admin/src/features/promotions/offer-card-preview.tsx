import type { Language } from '@gemilang/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../shared/ui/panel';
import type { OfferForm } from './offer-form';

const languages: Language[] = ['ms', 'en', 'zh'];

/** `2026-03-01 12:00` from the editor's wall-clock value (the seconds the hall does not show are dropped). */
const day = (value: string) => value.replace('T', ' ');

/**
 * The card as the player hall shows it (banner art, title and period, in one of the three languages), redrawn
 * as the operator types, so what members will read is checked before it is published. The hall writes the
 * title over no words on the art, so each language's art and title are shown together.
 */
export function OfferCardPreview({ form, timeZone }: { form: OfferForm; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const [lang, setLang] = useState<Language>('ms');
  const headingId = useId();
  const title = form.title[lang].trim() || t('preview.untitled');
  const period = form.startsAt
    ? form.endsAt
      ? t('preview.period', { from: day(form.startsAt), to: day(form.endsAt) })
      : t('preview.from', { from: day(form.startsAt) })
    : t('preview.noStart');
  return (
    <Panel title={t('preview.title')} labelledBy={headingId} description={t('preview.hint', { zone: timeZone })}>
      <div className="space-y-3 p-3">
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('preview.language')}</legend>
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
              className={`rounded border px-2 py-0.5 text-xs ${lang === l ? 'border-accent bg-accent-soft text-accent' : 'border-line text-ink-soft'}`}
            >
              {t(`languages.${l}`)}
            </button>
          ))}
        </fieldset>
        <article
          data-testid="offer-card-preview"
          lang={lang}
          className="mx-auto w-full max-w-xs overflow-hidden rounded-lg border border-line bg-panel shadow-sm"
        >
          <img src={form.art[lang]} alt="" className="aspect-[2/1] w-full bg-sunken object-cover" />
          <div className="space-y-1 p-3">
            <span className="inline-block rounded bg-accent-soft px-1.5 py-px text-[11px] text-accent">
              {t(`categories.${form.category}`)}
            </span>
            <h3 className="font-semibold text-ink">{title}</h3>
            {form.summary[lang].trim() ? <p className="text-xs text-ink-soft">{form.summary[lang]}</p> : null}
            <p className="tabular text-[11px] text-ink-faint">{period}</p>
          </div>
        </article>
      </div>
    </Panel>
  );
}
