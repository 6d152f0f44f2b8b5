import { useState } from 'react';

// Tones for the site's own cards, picked by the game's code so a game keeps its colour between visits.
const tones = [
  'from-emerald-800 to-emerald-950',
  'from-rose-800 to-rose-950',
  'from-sky-800 to-slate-950',
  'from-violet-800 to-violet-950',
  'from-amber-700 to-stone-950',
  'from-teal-700 to-slate-950',
];

function toneOf(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] as string;
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/**
 * A game's picture, or, when the vendor gives none or it fails to load, the site's own card: a gradient in
 * the game's colour with its initials. Never a broken image. Decorative: the card's button names the game.
 */
export function GameArt({
  code,
  name,
  imageUrl,
  className = '',
  firstScreen = false,
}: {
  code: string;
  name: string;
  imageUrl: string | null;
  className?: string;
  /**
   * On the first screen of the page (a lobby's first cards): asked for at once and before other pictures,
   * not when layout finds it near the screen, since the largest picture a visitor first sees is one of these.
   */
  firstScreen?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : 'auto'}
        decoding="async"
        width={320}
        height={240}
        onError={() => setFailed(true)}
        className={`aspect-[4/3] w-full object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`grid aspect-[4/3] w-full place-items-center bg-gradient-to-br ${toneOf(code)} ${className}`}
    >
      <span className="text-3xl font-bold tracking-wide text-gold/90">{initialsOf(name)}</span>
    </span>
  );
}

/** A vendor's icon, or its initials on the same dark tile when it has none. */
export function VendorIcon({ name, iconUrl, size = 40 }: { name: string; iconUrl: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (iconUrl && !failed) {
    return (
      <img
        src={iconUrl}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
        className="shrink-0 rounded-lg"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-lg border border-line bg-raised text-xs font-bold text-gold"
      style={{ width: size, height: size }}
    >
      {initialsOf(name)}
    </span>
  );
}
