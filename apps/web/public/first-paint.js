// Chooses the static first paint of index.html (ADR 043) before the browser paints anything: the welcome for
// the home page (and the addresses that open a dialog over it), the header alone for the other framed pages,
// and nothing (the splash) where the page has no header. The words are Malay, so a visitor who chose another
// language, or a signed-in member (whose welcome names them), gets the header alone. It runs once and does
// not touch the page afterwards: src/app/first-paint.ts removes the static paint when React draws.
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
  document.documentElement.dataset.firstPaint = home && words ? 'home' : 'frame';
})();
