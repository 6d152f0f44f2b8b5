import type { TLotteryGameItem } from '@gemilang/contract';
import { lotteryRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { coversCard } from '../../shared/ui/card-cover';
import { LanePlace } from './lane-place';

/** Colours and glyph of a game's card art (our own SVG, VISUAL.md): one pair per rule set. */
const art: Record<TLotteryGameItem['kind'], { from: string; to: string; glyph: string }> = {
  '5d': { from: '#7c3aed', to: '#1e1b4b', glyph: '5D' },
  k3: { from: '#e23d5b', to: '#3b0a1a', glyph: 'K3' },
  pk10: { from: '#0ea5e9', to: '#0c1e3a', glyph: 'PK' },
  '11x5': { from: '#10b981', to: '#052e22', glyph: '11' },
  vn_north: { from: '#f5c242', to: '#4a2c05', glyph: 'MB' },
  vn_central: { from: '#f97316', to: '#431407', glyph: 'MT' },
  vn_south: { from: '#22c55e', to: '#0a2a14', glyph: 'MN' },
};

function CardArt({ game }: { game: TLotteryGameItem }) {
  const a = art[game.kind];
  const id = `lane-${game.code}`;
  return (
    <svg viewBox="0 0 160 100" width={160} height={100} aria-hidden="true" className="h-auto w-full rounded-t-xl">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a.from} />
          <stop offset="1" stopColor={a.to} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${id})`} />
      <circle cx="130" cy="22" r="38" fill="#ffffff" opacity="0.08" />
      <circle cx="24" cy="88" r="30" fill="#000000" opacity="0.15" />
      <text x="80" y="64" textAnchor="middle" fontSize="38" fontWeight="800" fill="#ffffff" opacity="0.92">
        {a.glyph}
      </text>
    </svg>
  );
}

/**
 * The home page's popular lotteries lane (/lgw/games/popular, 20): a card per game that opens it on /lottery
 * with its game code and default play type (the lottery launch). Loaded after the first paint, so
 * nothing of the lottery is in the home page's first script.
 */
export function PopularLotteries() {
  const { t } = useTranslation('lottery');
  const popular = useQuery({
    queryKey: ['lottery', 'popular', 20],
    queryFn: () => callApi(lotteryRoutes.popular, { query: { size: 20 } }),
    staleTime: 5 * 60_000,
  });
  // The answer draws twenty cards: deferred, as a transition in short slices, not in the one task React gives
  // a read's answer (ADR 043). The held place stays meanwhile.
  const answer = useDeferredValue(popular.data);
  if (!answer) return popular.isError ? null : <LanePlace />;
  const games = answer.games;
  // An empty lane shows as nothing (home-page.tsx), as does one that failed: the rest of home still works.
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="popular-lotteries" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="popular-lotteries" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Flame size={18} aria-hidden="true" className="text-crimson" />
          {t('popular.title')}
        </h2>
        <Link
          to="/lottery"
          className="text-sm text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
        >
          {t('popular.seeAll')}
        </Link>
      </div>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {games.map((game) => (
          // The card's link is its name, covering the card; the art's glyph stays outside it (card-cover.ts).
          <li
            key={game.code}
            className="relative w-36 shrink-0 snap-start overflow-hidden rounded-xl border border-line bg-surface transition-colors hover:border-gold/60 sm:w-40"
          >
            <CardArt game={game} />
            <span className="flex items-center justify-between gap-1 px-2 py-2 text-sm">
              <Link
                to={`/lottery?gameCode=${encodeURIComponent(game.code)}${game.defaultPlayType ? `&playType=${encodeURIComponent(game.defaultPlayType)}` : ''}`}
                aria-label={t('popular.play', { name: game.labelName })}
                className={`truncate font-medium text-ink ${coversCard}`}
              >
                {game.labelName}
              </Link>
              {game.isHot ? <Flame size={14} aria-label={t('menu.hot')} className="shrink-0 text-crimson" /> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default PopularLotteries;
