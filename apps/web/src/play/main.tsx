import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { pageLanguage, startPlayI18n } from './play-i18n';
import { PlayPage } from './play-page';
import { CasinoVerifyPage } from './verify-page';

/**
 * The in-house games' own entry (ADR 032): /play/<gameCode>?code=…&lang=… inside the site's /game frame,
 * and /play/verify. It carries no site shell, router or query cache: React, the page's words and the
 * game rules of packages/games, so it opens quickly on a phone.
 */
const { pathname, search } = window.location;
await startPlayI18n(pageLanguage(search));
const root = document.getElementById('root');
if (root) {
  const verify = /^\/play\/verify\/?$/.test(pathname);
  // The launch's one-time code (ADR 048); the game is the address's last segment.
  const code = new URLSearchParams(search).get('code') ?? '';
  const game = pathname.split('/').filter(Boolean).pop() ?? '';
  createRoot(root).render(
    <StrictMode>{verify ? <CasinoVerifyPage search={search} /> : <PlayPage code={code} game={game} />}</StrictMode>,
  );
}
