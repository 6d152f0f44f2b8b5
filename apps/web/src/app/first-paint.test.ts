import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverFirstPaint } from './first-paint';

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
  window.history.replaceState({}, '', '/');
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
