import { Banana, Bird, Coins, Flame, Gem, Lamp, Leaf, type LucideIcon, PawPrint, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A reel symbol drawn in the page's own style (no downloaded art): a gradient tile with the symbol's
 * glyph. Wild is gold, scatter crimson, the animals and treasures each their own colour, card ranks plain.
 */
const looks: Record<string, { tile: string; glyph: LucideIcon | string }> = {
  W: { tile: 'from-amber-200 via-amber-400 to-amber-700 text-night', glyph: 'WILD' },
  S: { tile: 'from-rose-400 to-rose-800 text-white', glyph: Star },
  TG: { tile: 'from-orange-400 to-orange-700 text-white', glyph: PawPrint },
  HB: { tile: 'from-sky-400 to-indigo-700 text-white', glyph: Bird },
  OR: { tile: 'from-amber-600 to-red-900 text-white', glyph: Banana },
  TP: { tile: 'from-teal-400 to-teal-800 text-white', glyph: Leaf },
  NG: { tile: 'from-emerald-400 to-emerald-800 text-white', glyph: Flame },
  PL: { tile: 'from-cyan-200 to-cyan-600 text-night', glyph: Gem },
  LT: { tile: 'from-red-400 to-red-700 text-white', glyph: Lamp },
  CN: { tile: 'from-yellow-300 to-yellow-700 text-night', glyph: Coins },
};

export function SymbolTile({
  slotId,
  code,
  lit = false,
  compact = false,
}: {
  slotId: string;
  code: string;
  lit?: boolean;
  /** A small tile (the paytable): the glyph only, sized to the tile. */
  compact?: boolean;
}) {
  const { t } = useTranslation('play');
  const look = looks[code];
  const Icon = look && typeof look.glyph !== 'string' ? look.glyph : null;
  const name = t(`slot.symbols.${slotId}.${code}`, { defaultValue: code });
  return (
    <div
      role="img"
      aria-label={name}
      className={`flex aspect-square w-full flex-col overflow-hidden items-center justify-center rounded-lg border bg-gradient-to-br text-center font-black shadow-inner transition ${
        look ? look.tile : 'from-raised to-surface text-ink'
      } ${lit ? 'border-gold ring-2 ring-gold' : 'border-line/70'}`}
    >
      {Icon ? (
        <Icon aria-hidden="true" className="h-1/2 w-1/2" strokeWidth={2.2} />
      ) : (
        <span
          aria-hidden="true"
          className={`leading-none ${code === 'W' ? (compact ? 'text-[0.5rem]' : 'text-[clamp(0.7rem,3vw,1.1rem)] tracking-wider') : compact ? 'text-base text-gold' : 'text-[clamp(1.1rem,5.5vw,2.2rem)] text-gold'}`}
        >
          {typeof look?.glyph === 'string' ? look.glyph : code === 'T' ? '10' : code}
        </span>
      )}
      {look && code !== 'W' && !compact ? (
        <span aria-hidden="true" className="mt-0.5 hidden font-semibold text-[0.6rem] uppercase opacity-90 sm:block">
          {name}
        </span>
      ) : null}
    </div>
  );
}
