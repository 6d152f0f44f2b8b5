// Chooses the static first paint of index.html (ADR 043) before the browser paints anything: on the home page
// (and the addresses that open a dialog over it) the banner's and notice's places, for every visitor (the
// server may have put the brand's first banner picture there: it is neither personal nor worded), and the
// welcome's words only for a visitor in Malay who is not signed in (the words are Malay; a member's welcome
// names them); on a game lobby, for a visitor (a member's lobby opens on their favourites and recent games), the
// lobby's first screen when the server wrote it; the header alone on the other framed pages; on every framed
// page the headline strip in the visitor's language, when the server wrote the brand's headlines into it;
// nothing (the splash) where the page has no header.
// It runs once and does not touch the page afterwards: src/boot/static-paint-hand-over.ts removes the static paint when
// React draws.
(() => {
  const path = location.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/helpmc') return;
  // The visitor's language as the site reads its stored choice (toLanguage in the contract: `MY`, `en-GB`,
  // `cn`… and Malay for anything else), for the headline strip's words and the welcome's.
  let lang = 'ms';
  let visitor = true;
  try {
    const base = (localStorage.getItem('lang') || '')
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0];
    lang = { my: 'ms', ms: 'ms', en: 'en', cn: 'zh', zh: 'zh' }[base] || 'ms';
    visitor = !localStorage.getItem('gemilang.session');
  } catch {
    // Storage refused (a private mode): the default language and no session, as the site itself assumes.
  }
  const home = /^\/(index|login|register|register\.html|help)?$/.test(path);
  const page = document.documentElement.dataset;
  page.firstPaint = home ? 'home' : 'frame';
  page.firstPaintLang = lang;
  if (home && lang === 'ms' && visitor) page.firstPaintWords = '';
  // A lobby narrowed to one vendor opens on that vendor's games, not on the hot ones the server drew.
  const lobby = /^\/(rng|live|fish|pvp)$/.exec(path);
  if (lobby && visitor && !new URLSearchParams(location.search).has('vassalage')) page.firstPaintLobby = lobby[1];
})();
