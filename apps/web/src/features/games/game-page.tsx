import { ArrowLeft, Gamepad2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { launchedGame } from './launched-game';

/**
 * /game: the launched game in an embedded frame, header only. The address is the launch
 * answer's game_url, stored when the member pressed the card; without one there is nothing to frame and the
 * page says so with the way to the lobby.
 */
/**
 * The frame's height: the rest of the screen under the header and the title row (and above the phone's
 * tab bar), so a game laid out for its frame shows its controls without the page scrolling; never below
 * 28rem, where a game still fits.
 */
function useFrameHeight() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const fit = () => {
      const element = frame.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const tabBar = window.matchMedia('(min-width: 768px)').matches ? 0 : 64;
      setHeight(Math.max(448, Math.floor(window.innerHeight - top - tabBar - 16)));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return { frame, height };
}

export function GamePage() {
  const { t } = useTranslation('games');
  const game = launchedGame();
  const { frame, height } = useFrameHeight();
  if (!game) {
    return (
      <EmptyState
        icon={<Gamepad2 size={24} aria-hidden="true" />}
        heading="h1"
        title={t('frame.none')}
        text={t('frame.noneText')}
        actions={
          <Link to="/rng" className={buttonClass('primary')}>
            {t('frame.toLobby')}
          </Link>
        }
      />
    );
  }
  // Back to the lobby it came from: only a path of the lobby pages, never an address from elsewhere.
  const back = game.lobby && /^\/(rng|live|fish|pvp)(\?|$)/.test(game.lobby) ? game.lobby : '/rng';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Link to={back} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('frame.back')}
        </Link>
        <h1 className="truncate text-lg font-semibold text-ink">{t('frame.title', { name: game.name })}</h1>
      </div>
      <iframe
        ref={frame}
        style={height ? { height } : undefined}
        src={game.url}
        title={t('frame.label', { name: game.name })}
        allow="autoplay; fullscreen"
        allowFullScreen
        className="h-[calc(100dvh-10rem)] min-h-[28rem] w-full rounded-xl border border-line bg-night"
      />
    </div>
  );
}
