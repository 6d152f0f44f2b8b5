import type { TGameCategory, TLobbyGame } from '@gemilang/contract';
import { LOBBY_FIRST_SCREEN_CARDS } from '@gemilang/contract/web';
import { Fish, Search, Sparkles, Swords, Tv } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useNextPaint } from '../../boot/after-first-paint';
import { firstScreenDrawn } from '../../boot/first-screen-drawn';
import { useSession } from '../../shared/session';
import { Button, buttonClass } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeader } from '../../shared/ui/page-header';
import { Spinner } from '../../shared/ui/spinner';
import {
  gameKey,
  useFavourites,
  useGameList,
  useHotGames,
  useRecentGames,
  useToggleFavourite,
  useVendorLanes,
} from './api';
import { VendorIcon } from './game-art';
import { GameCard } from './game-card';
import { launchGame } from './launch';
import { VendorPopup } from './vendor-popup';
import { WinnerBoard } from './winner-board';

export type LobbyKind = 'rng' | 'live' | 'fish' | 'pvp';

const lanes: Record<LobbyKind, { category: TGameCategory; icon: ReactNode }> = {
  rng: { category: 'RNG', icon: <Sparkles size={24} aria-hidden="true" /> },
  live: { category: 'LIVE', icon: <Tv size={24} aria-hidden="true" /> },
  fish: { category: 'FISH', icon: <Fish size={24} aria-hidden="true" /> },
  pvp: { category: 'PVP', icon: <Swords size={24} aria-hidden="true" /> },
};

const chipClass = (on: boolean) =>
  [
    'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-3 text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-gold',
    on ? 'border-gold bg-gold/15 text-gold' : 'border-line bg-surface text-ink-soft hover:text-ink',
  ].join(' ');

/** The search box's words reach the server a moment after typing stops, not at every key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Card = (game: TLobbyGame, index: number, games: TLobbyGame[]) => ReactNode;

function Shelf({ title, games, card }: { title: string; games: TLobbyGame[]; card: Card }) {
  const id = useId();
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">{games.map(card)}</ul>
    </section>
  );
}

/** About two phone screens of cards: what a visitor can see before scrolling, and a little more. */
const FIRST_CARDS = 12;

/**
 * Every game of the lane (up to 100 cards with their pictures): the first few at once, the rest once the
 * page is painted, in a transition React renders in slices (ADR 043). Drawn in one piece, the whole grid was
 * the longest task of a first visit to a lobby; nobody reads the hundredth card in the first second.
 */
function GameGrid({ games, card }: { games: TLobbyGame[]; card: Card }) {
  const painted = useNextPaint();
  const shown = painted ? games : games.slice(0, FIRST_CARDS);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
      {shown.map((game, index) => card(game, index, games))}
    </ul>
  );
}

/**
 * The game lobby of /rng, /live, /fish and /pvp (ADR 031): the lane's vendors (the header's
 * dropdown links here with ?vassalage=), the game-type filter (only the types that have games), search, the
 * member's favourites and recent games, the hot games, every game, and the winner board. A card launches
 * its game through launch.ts (login dialog, trial warning, maintenance, vendor popup, loader, /game).
 */
export function LobbyPage({ kind }: { kind: LobbyKind }) {
  const { t } = useTranslation('games');
  const { category, icon } = lanes[kind];
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') ?? undefined;
  const [subCategory, setSubCategory] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const [popup, setPopup] = useState<string | null>(null);
  const searchId = useId();
  const gamesHeading = useId();

  const vendorLanes = useVendorLanes();
  const vendors = vendorLanes.data?.find((lane) => lane.title === category)?.cards ?? [];
  const list = useGameList({ category, vassalage, subCategory, search: search || undefined });
  const hot = useHotGames(category);
  const recent = useRecentGames(category);
  const favourites = useFavourites();
  const toggle = useToggleFavourite();

  const starred = new Set((favourites.data ?? []).map(gameKey));
  const laneFavourites = (favourites.data ?? []).filter((game) => game.category === category);
  const filtered = Boolean(vassalage || subCategory || search);

  // A visitor's lobby opens on the hot games: once they are drawn (or known to be none, or failed), the
  // static first screen the server drew of them gives way (boot/static-paint-hand-over.ts), before this frame is painted.
  const firstScreenKnown = filtered || !hot.isPending;
  useLayoutEffect(() => {
    if (firstScreenKnown) firstScreenDrawn();
  }, [firstScreenKnown]);

  const play = (game: TLobbyGame) => {
    void launchGame(game, { navigate, openVendor: setPopup });
  };
  const games = list.data?.games ?? [];
  // The first list the page shows (favourites, recent, hot, or the games when filtered or none of those):
  // its first cards are the first screen's.
  const lists = filtered ? [] : [laneFavourites, recent.data ?? [], hot.data ?? []];
  const firstList = lists.find((shelf) => shelf.length > 0) ?? games;
  const card: Card = (game, index, shown) => (
    <GameCard
      key={gameKey(game)}
      game={game}
      onPlay={play}
      firstScreen={shown === firstList && index < LOBBY_FIRST_SCREEN_CARDS}
      favourite={
        session
          ? {
              on: starred.has(gameKey(game)),
              busy: toggle.isPending,
              toggle: (g) => toggle.mutate({ game: g, add: !starred.has(gameKey(g)) }),
            }
          : undefined
      }
    />
  );

  const chooseVendor = (code: string | undefined) => {
    setSubCategory(undefined);
    setParams(code ? { vassalage: code } : {}, { replace: true });
  };

  // A lane no vendor offers: say so plainly, with the ways on, rather than empty shelves.
  if (vendorLanes.isSuccess && vendors.length === 0 && list.isSuccess && list.data.total === 0 && !filtered) {
    return (
      <div className="space-y-6">
        <PageHeader icon={icon} title={t(`lobby.titles.${kind}`)} intro={t(`lobby.intros.${kind}`)} />
        <EmptyState
          icon={icon}
          title={t('lobby.noneTitle')}
          text={t('lobby.noneText')}
          actions={
            <>
              {kind !== 'rng' ? (
                <Link to="/rng" className={buttonClass('primary')}>
                  {t('lobby.toRng')}
                </Link>
              ) : null}
              <Link to="/index" className={buttonClass('secondary')}>
                {t('lobby.home')}
              </Link>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader icon={icon} title={t(`lobby.titles.${kind}`)} intro={t(`lobby.intros.${kind}`)} />

      {vendors.length > 0 ? (
        <fieldset className="min-w-0 -mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          <legend className="sr-only">{t('lobby.vendors')}</legend>
          <button
            type="button"
            aria-pressed={!vassalage}
            className={chipClass(!vassalage)}
            onClick={() => chooseVendor(undefined)}
          >
            {t('lobby.allVendors')}
          </button>
          {vendors.map((vendor) => (
            <button
              key={vendor.vassalage}
              type="button"
              aria-pressed={vassalage === vendor.vassalage}
              className={chipClass(vassalage === vendor.vassalage)}
              onClick={() => chooseVendor(vendor.vassalage)}
            >
              <VendorIcon name={vendor.name} iconUrl={vendor.iconUrl} size={24} />
              {vendor.name}
            </button>
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="min-w-0 -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
          <legend className="sr-only">{t('lobby.filters')}</legend>
          <button
            type="button"
            aria-pressed={!subCategory}
            className={chipClass(!subCategory)}
            onClick={() => setSubCategory(undefined)}
          >
            {t('lobby.all')}
          </button>
          {(list.data?.subCategories ?? []).map((sub) => (
            <button
              key={sub}
              type="button"
              aria-pressed={subCategory === sub}
              className={chipClass(subCategory === sub)}
              onClick={() => setSubCategory(subCategory === sub ? undefined : sub)}
            >
              {t(`subCategories.${sub}`)}
            </button>
          ))}
        </fieldset>
        <div className="relative lg:w-72">
          <label htmlFor={searchId} className="sr-only">
            {t('lobby.search')}
          </label>
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-soft"
          />
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={40}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            className="min-h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-10 text-sm text-ink placeholder:text-ink-soft focus-visible:border-gold focus-visible:outline-none"
          />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-8">
          {!filtered ? (
            <>
              <Shelf title={t('lobby.favourites')} games={laneFavourites} card={card} />
              <Shelf title={t('lobby.recent')} games={recent.data ?? []} card={card} />
              <Shelf title={t('lobby.hot')} games={hot.data ?? []} card={card} />
            </>
          ) : null}

          <section aria-labelledby={gamesHeading}>
            <div className="mb-3 flex items-baseline justify-between gap-3">
              <h2 id={gamesHeading} className="text-lg font-semibold text-ink">
                {t('lobby.games')}
              </h2>
              {list.data ? (
                <p className="text-sm text-ink-soft" aria-live="polite">
                  {t('lobby.count', { count: list.data.total })}
                </p>
              ) : null}
            </div>
            {list.isPending ? (
              <div className="grid place-items-center py-16">
                <Spinner size={28} label={t('lobby.loading')} />
              </div>
            ) : null}
            {list.isError ? (
              <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
                <p className="mb-3 text-ink">{t('lobby.failed')}</p>
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  {t('lobby.retry')}
                </Button>
              </div>
            ) : null}
            {list.isSuccess && games.length === 0 ? (
              <p className="rounded-xl border border-line bg-surface p-6 text-center text-ink-soft">
                {t(filtered ? 'lobby.empty' : 'lobby.noGames')}
              </p>
            ) : null}
            {games.length > 0 ? <GameGrid games={games} card={card} /> : null}
          </section>
        </div>
        <aside className="space-y-6">
          <WinnerBoard category={category} />
        </aside>
      </div>

      <VendorPopup vassalage={popup} onClose={() => setPopup(null)} onPlay={play} />
    </div>
  );
}
