import type { TLobbyGame } from '@gemilang/contract';
import { Flame, Star, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { coversCard } from '../../shared/ui/card-cover';
import { GameArt } from './game-art';

export interface GameCardProps {
  game: TLobbyGame;
  onPlay: (game: TLobbyGame) => void;
  /** Absent for a visitor: there is no star to toggle. */
  favourite?: { on: boolean; toggle: (game: TLobbyGame) => void; busy?: boolean };
  /** One of the first cards a visitor sees: its picture is asked for at once (GameArt). */
  firstScreen?: boolean;
}

/**
 * A game in the lobby: its name is a button that launches it (or opens its vendor's list, for a VASSALAGE
 * item), stretched over the whole card so the picture launches it too; the star beside it toggles the
 * favourite. The picture, badges and vendor sit outside the button, so its name ("Play <game>") holds every
 * word the button itself shows (WCAG 2.5.3: a player who speaks the words on a control can press it). A game
 * under maintenance keeps its button (which says so when pressed) and shows the badge.
 */
export function GameCard({ game, onPlay, favourite, firstScreen = false }: GameCardProps) {
  const { t } = useTranslation('games');
  const maintenance = game.status === 'maintenance';
  const label = t(game.isGame === 'VASSALAGE' ? 'card.open' : 'card.play', { name: game.name });
  return (
    // A card off screen is neither laid out nor painted until it scrolls near (ADR 043): a lobby holds up to
    // a hundred of them. Its place is held at about a card's height meanwhile, then at its last real size.
    <li className="group relative overflow-hidden rounded-xl border border-line bg-surface transition-colors [contain-intrinsic-size:auto_14rem] [content-visibility:auto] hover:border-gold/60">
      <span className="relative block">
        <GameArt
          code={game.code}
          name={game.name}
          imageUrl={game.imageUrl}
          firstScreen={firstScreen}
          className={maintenance ? 'opacity-50 grayscale' : 'transition-transform duration-300 group-hover:scale-105'}
        />
        {maintenance ? (
          <span className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-1 rounded-md bg-night/85 px-2 py-1 text-xs font-semibold text-gold">
            <Wrench size={14} aria-hidden="true" />
            {t('card.maintenance')}
          </span>
        ) : null}
        {game.isHot === 1 && !maintenance ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-md bg-crimson-deep px-1.5 py-0.5 text-[11px] font-semibold text-white">
            <Flame size={12} aria-hidden="true" />
            {t('card.hot')}
          </span>
        ) : null}
      </span>
      <span className="block px-3 pt-2 pb-3">
        <button
          type="button"
          onClick={() => onPlay(game)}
          aria-label={maintenance ? `${label} (${t('card.maintenance')})` : label}
          className={`block w-full text-left ${coversCard}`}
        >
          <span className={`line-clamp-2 text-sm leading-snug font-semibold text-ink ${favourite ? 'pr-8' : ''}`}>
            {game.name}
          </span>
        </button>
        <span className={`block truncate text-xs text-ink-soft ${favourite ? 'pr-8' : ''}`}>{game.vendorName}</span>
      </span>
      {favourite ? (
        <button
          type="button"
          aria-pressed={favourite.on}
          aria-label={t(favourite.on ? 'card.removeFavourite' : 'card.addFavourite', { name: game.name })}
          disabled={favourite.busy}
          onClick={() => favourite.toggle(game)}
          className="absolute right-1 bottom-2 z-10 grid size-10 place-items-center rounded-full text-ink-soft hover:text-gold focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-50"
        >
          <Star size={18} aria-hidden="true" className={favourite.on ? 'fill-gold text-gold' : ''} />
        </button>
      ) : null}
    </li>
  );
}
