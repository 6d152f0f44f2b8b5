// Chooses the static first paint of index.html (ADR 043) before the browser paints anything: on the home page
// (and the addresses that open a dialog over it) the banner's and notice's places, for every visitor (the
// server may have put the brand's first banner picture there: it is neither personal nor worded), and the
// welcome's words only for a visitor in Malay who is not signed in (the words are Malay; a member's welcome
// names them); the header alone on the other framed pages; nothing (the splash) where the page has no header.
// It runs once and does not touch the page afterwards: src/app/first-paint.ts removes the static paint when
// React draws.
(() => {
  const path = location.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/helpmc') return;
  let words = true;
  try {
    const lang = localStorage.getItem('lang');
    words = (!lang || lang === 'ms') && !localStorage.getItem('gemilang.session');
  } catch {
    // Storage refused (a private mode): the default language and no session, as the site itself assumes.
  }
  const home = /^\/(index|login|register|register\.html|help)?$/.test(path);
  const page = document.documentElement.dataset;
  page.firstPaint = home ? 'home' : 'frame';
  if (home && words) page.firstPaintWords = '';
})();
