import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { artName } from './points-format';

/**
 * An item's picture as the player site serves it (/points/*.svg, beside the promotions' banners). Where the
 * back office cannot load it (a site without the file), the picture's name stands in its place.
 */
export function ItemArt({ src, className = 'size-10' }: { src: string; className?: string }) {
  const { t } = useTranslation('points');
  const [failed, setFailed] = useState(false);
  const name = t(`art.${artName(src)}`, { defaultValue: artName(src) });
  if (failed) {
    return (
      <span
        className={`inline-flex items-center justify-center rounded bg-sunken p-0.5 text-center text-[10px] leading-tight text-ink-soft ${className}`}
      >
        {name}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      onError={() => setFailed(true)}
      className={`rounded bg-sunken object-contain ${className}`}
    />
  );
}
