import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenDrawn } from './first-screen-drawn';
import { firstPaintHeadline, handOverFirstPaint } from './static-paint-hand-over';

/**
 * index.html's static first paint (ADR 043): public/first-paint.js picks it before the first paint, and
 * handOverFirstPaint removes it as soon as React draws anything but its waiting splash. Seen red: with the
 * observer's `waiting()` check made to return true always, the static paint stayed over the shell and over
 * the failed splash (the removal tests failed); with first-paint.js's session check dropped, the signed-in
 * member was shown the visitor's welcome (the member test failed); with its home variant kept for visitors
 * in Malay as before, a member and a visitor in English lost the banner's place (the same test failed).
 */
const script = readFileSync(resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');

/** The variant first-paint.js chose at `path`, with "+words" when it also chose the Malay welcome. */
function chooseAt(path: string): string | undefined {
  window.history.replaceState({}, '', path);
  const page = document.documentElement.dataset;
  delete page.firstPaint;
  delete page.firstPaintWords;
  delete page.firstPaintLang;
  delete page.firstPaintLobby;
  new Function(script)();
  return page.firstPaint && `${page.firstPaint}${page.firstPaintWords === undefined ? '' : '+words'}`;
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function staticPage(): HTMLElement {
  document.body.innerHTML = '<div id="first-paint">welcome</div><div id="root"><div id="boot"></div></div>';
  document.documentElement.dataset.firstPaint = 'home';
  document.documentElement.dataset.firstPaintWords = '';
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.firstPaint;
  delete document.documentElement.dataset.firstPaintWords;
  delete document.documentElement.dataset.firstPaintLang;
  delete document.documentElement.dataset.firstPaintLobby;
  delete document.documentElement.dataset.firstPaintCover;
  window.history.replaceState({}, '', '/');
  vi.useRealTimers();
});

describe('first-paint.js', () => {
  it('shows the banner and the welcome on the home page and the addresses that open a dialog over it', () => {
    for (const path of ['/', '/index', '/register', '/register.html', '/login', '/help', '/index/', '/INDEX']) {
      expect(chooseAt(path), path).toBe('home+words');
    }
  });

  it('shows the header alone on the other framed pages, and nothing on the bare help page', () => {
    expect(chooseAt('/rng')).toBe('frame');
    expect(chooseAt('/lottery?gameCode=x')).toBe('frame');
    expect(chooseAt('/helpmc')).toBeUndefined();
  });

  it("shows everyone the banner's place, and keeps the Malay welcome from a visitor who chose another language and from a signed-in member", () => {
    localStorage.setItem('lang', 'en');
    expect(chooseAt('/index')).toBe('home');
    localStorage.setItem('lang', 'ms');
    expect(chooseAt('/index')).toBe('home+words');
    localStorage.setItem('gemilang.session', '{"token":"t"}');
    expect(chooseAt('/index')).toBe('home');
    expect(chooseAt('/register')).toBe('home');
  });
});

describe('first-paint.js on a game lobby, whose first screen the server wrote', () => {
  const lobbyAt = (path: string) => {
    chooseAt(path);
    return document.documentElement.dataset.firstPaintLobby;
  };

  it('shows a visitor the lane of the address, in any case and with a slash', () => {
    expect(lobbyAt('/rng')).toBe('rng');
    expect(lobbyAt('/LIVE/')).toBe('live');
    expect(lobbyAt('/fish')).toBe('fish');
    expect(lobbyAt('/pvp?mc=securityCenter')).toBe('pvp');
    expect(lobbyAt('/lottery')).toBeUndefined();
    expect(lobbyAt('/index')).toBeUndefined();
  });

  it('shows no lobby to a signed-in member (whose lobby opens on their own games), nor on a lobby narrowed to one vendor', () => {
    expect(lobbyAt('/rng?vassalage=GEMILANG')).toBeUndefined();
    localStorage.setItem('gemilang.session', '{"token":"t"}');
    expect(lobbyAt('/rng')).toBeUndefined();
    expect(chooseAt('/rng')).toBe('frame');
  });
});

describe("first-paint.js's language, for the headline strip the server wrote in each language", () => {
  it('reads the stored choice as the site does, Malay for none or anything it does not know', () => {
    const languageAt = (stored: string | null) => {
      if (stored === null) localStorage.removeItem('lang');
      else localStorage.setItem('lang', stored);
      chooseAt('/lottery');
      return document.documentElement.dataset.firstPaintLang;
    };
    expect(languageAt(null)).toBe('ms');
    expect(languageAt('en')).toBe('en');
    expect(languageAt('en-GB')).toBe('en');
    expect(languageAt('CN')).toBe('zh');
    expect(languageAt('zh_CN')).toBe('zh');
    expect(languageAt('MY')).toBe('ms');
    expect(languageAt('fr')).toBe('ms');
    // The Malay welcome follows the same reading: a stored `MY` is Malay.
    localStorage.setItem('lang', 'MY');
    expect(chooseAt('/index')).toBe('home+words');
  });
});

/** index.html's static paint with the headline strip the server wrote for Malay and English. */
function staticPageWithHeadlines(language: string): HTMLElement {
  const strip = (lang: string, text: string) =>
    `<div data-headline="${lang}"><span><span><span data-headline-text>${text}</span></span></span></div>`;
  document.body.innerHTML = `<div id="first-paint">${strip('ms', 'Selamat datang')}${strip('en', 'Welcome &amp; enjoy')}</div><div id="root"><div id="boot"></div></div>`;
  document.documentElement.dataset.firstPaint = 'frame';
  document.documentElement.dataset.firstPaintLang = language;
  return document.getElementById('root') as HTMLElement;
}

describe('the headline line of the static paint', () => {
  it("is kept in the visitor's language for the marquee, and in no other", () => {
    handOverFirstPaint(staticPageWithHeadlines('en'));
    expect(firstPaintHeadline('en')).toBe('Welcome & enjoy');
    expect(firstPaintHeadline('ms')).toBeNull();
    handOverFirstPaint(staticPageWithHeadlines('ms'));
    expect(firstPaintHeadline('ms')).toBe('Selamat datang');
  });

  it('is none when the server wrote no strip in that language, or the static paint was not shown', () => {
    handOverFirstPaint(staticPageWithHeadlines('zh'));
    expect(firstPaintHeadline('zh')).toBeNull();
    handOverFirstPaint(staticPageWithHeadlines('ms'));
    expect(firstPaintHeadline('ms')).toBe('Selamat datang');
    const root = staticPageWithHeadlines('ms');
    delete document.documentElement.dataset.firstPaint;
    handOverFirstPaint(root);
    expect(firstPaintHeadline('ms')).toBeNull();
  });
});

describe('handOverFirstPaint', () => {
  it('keeps the static paint while React shows its waiting splash, and removes it when the shell is drawn', async () => {
    const root = staticPage();
    handOverFirstPaint(root);
    root.innerHTML = '<div data-splash="waiting"></div>';
    await tick();
    expect(document.getElementById('first-paint')).not.toBeNull();
    root.innerHTML = '<div class="shell">header</div>';
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement.dataset.firstPaint).toBeUndefined();
    expect(document.documentElement.dataset.firstPaintWords).toBeUndefined();
  });

  it('removes it when the splash turns into its retry, so the way out is not hidden', async () => {
    const root = staticPage();
    handOverFirstPaint(root);
    root.innerHTML = '<div data-splash="waiting"></div>';
    await tick();
    root.firstElementChild?.setAttribute('data-splash', 'failed');
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('removes an unused static paint at once when first-paint.js chose none', () => {
    const root = staticPage();
    delete document.documentElement.dataset.firstPaint;
    handOverFirstPaint(root);
    expect(document.getElementById('first-paint')).toBeNull();
  });
});

/** index.html's static paint on /rng with the lobby's first screen the server wrote, chosen for a visitor. */
function staticLobby(): HTMLElement {
  window.history.replaceState({}, '', '/rng');
  document.body.innerHTML =
    '<div id="first-paint"><div data-lobby="rng"><img src="/games/a.svg"></div></div><div id="root"><div id="boot"></div></div>';
  const page = document.documentElement.dataset;
  page.firstPaint = 'frame';
  page.firstPaintLang = 'ms';
  page.firstPaintLobby = 'rng';
  return document.getElementById('root') as HTMLElement;
}

const SHELL = '<div class="shell"><main id="main"><div class="lobby"></div></main></div>';

describe("handOverFirstPaint on a game lobby's first screen", () => {
  it('covers the shell with the static cards until the lobby says its first screen is drawn', async () => {
    const root = staticLobby();
    handOverFirstPaint(root);
    root.innerHTML = SHELL;
    await tick();
    // Still there, now over React's page (index.html's style places it on top).
    expect(document.getElementById('first-paint')).not.toBeNull();
    expect(document.documentElement.dataset.firstPaintCover).toBe('');
    root.querySelector('.lobby')?.insertAdjacentHTML('beforeend', '<img loading="eager" src="/games/a.svg">');
    await tick();
    expect(document.getElementById('first-paint')).not.toBeNull();
    firstScreenDrawn();
    await tick();
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement.dataset.firstPaintCover).toBeUndefined();
    expect(document.documentElement.dataset.firstPaintLobby).toBeUndefined();
  });

  it('gives way at once to anything but the shell on that lobby: a page without the shell, or another address', async () => {
    const root = staticLobby();
    handOverFirstPaint(root);
    root.innerHTML = '<div class="maintenance">closed</div>';
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();

    const again = staticLobby();
    handOverFirstPaint(again);
    window.history.replaceState({}, '', '/login');
    again.innerHTML = SHELL;
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('gives way when the address changes while it covers the shell', async () => {
    const root = staticLobby();
    handOverFirstPaint(root);
    root.innerHTML = SHELL;
    await tick();
    expect(document.getElementById('first-paint')).not.toBeNull();
    window.history.replaceState({}, '', '/index');
    root.querySelector('.lobby')?.replaceChildren('home');
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('gives way after five seconds if the lobby never says it is drawn', async () => {
    vi.useFakeTimers();
    const root = staticLobby();
    handOverFirstPaint(root);
    root.innerHTML = SHELL;
    await vi.advanceTimersByTimeAsync(4_900);
    expect(document.getElementById('first-paint')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('keeps no cover for a page whose static paint has no lobby (a member, or the server wrote none)', async () => {
    const root = staticLobby();
    document.querySelector('[data-lobby]')?.remove();
    handOverFirstPaint(root);
    root.innerHTML = SHELL;
    await tick();
    expect(document.getElementById('first-paint')).toBeNull();
    // And a lobby that says it is drawn later finds nobody listening.
    expect(() => firstScreenDrawn()).not.toThrow();
  });
});
