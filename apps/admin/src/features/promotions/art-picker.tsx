import { promotionArt, type TOfferInput } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';

type Art = TOfferInput['art'];

/** The art of one language, chosen among the bundled banners by their thumbnails (a radio group). */
function ArtChoice({ lang, value, onChange }: { lang: keyof Art; value: string; onChange: (art: string) => void }) {
  const { t } = useTranslation('promotions');
  return (
    <fieldset className="space-y-1">
      <legend className="text-xs font-medium text-ink-soft">
        {t('editor.artFor', { language: t(`languages.${lang}`) })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {promotionArt.map((art) => {
          const name = t(`art.${art.split('/').pop()?.replace('.svg', '')}`);
          return (
            <label
              key={art}
              className={`cursor-pointer rounded border-2 p-0.5 ${value === art ? 'border-accent' : 'border-transparent'}`}
            >
              <input
                type="radio"
                name={`art-${lang}`}
                value={art}
                checked={value === art}
                onChange={() => onChange(art)}
                className="sr-only"
                aria-label={name}
              />
              <img src={art} alt="" className="h-10 w-20 rounded bg-sunken object-cover" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function ArtPicker({ value, onChange }: { value: Art; onChange: (art: Art) => void }) {
  return (
    <div className="space-y-2">
      {(['ms', 'en', 'zh'] as const).map((lang) => (
        <ArtChoice
          key={lang}
          lang={lang}
          value={value[lang]}
          onChange={(art) => onChange({ ...value, [lang]: art as Art[typeof lang] })}
        />
      ))}
    </div>
  );
}
