import { afterEach, describe, expect, it } from 'vitest';
import { arrivalFiles, askForFiles } from './arrival-code';

/**
 * The arrival page's files, one a task (ADR 043). Seen red: with the wait between files removed, all three links
 * were there after the first task; with the look for an existing link removed, the shell's file was asked twice.
 */
afterEach(() => {
  document.head.innerHTML = '';
});

const modulePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
const address = (file: string) => new URL(file, document.baseURI).href;

function nameArrival(arrival: string, files: string) {
  const meta = document.createElement('meta');
  meta.name = 'arrival-code';
  meta.dataset.arrival = arrival;
  meta.content = files;
  document.head.append(meta);
}

describe('arrivalFiles', () => {
  it("reads the files index.html names for an arrival, the page's own first", () => {
    nameArrival('lottery', '/assets/lottery-page.js /assets/icons.js');
    nameArrival('lobby', '/assets/lobby-page.js');
    expect(arrivalFiles('lottery')).toEqual(['/assets/lottery-page.js', '/assets/icons.js']);
    expect(arrivalFiles('lobby')).toEqual(['/assets/lobby-page.js']);
  });

  it('answers none for no arrival, or one index.html does not name (a development server)', () => {
    nameArrival('lottery', '/assets/lottery-page.js');
    expect(arrivalFiles(null)).toEqual([]);
    expect(arrivalFiles('signIn')).toEqual([]);
  });
});

describe('askForFiles', () => {
  it('adds a module preload for each file, one in each task, in order', async () => {
    const done = askForFiles(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(modulePreloads()).toEqual([address('/assets/a.js')]);
    await done;
    expect(modulePreloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'].map(address));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.crossOrigin).toBe('');
  });

  it('asks for none twice: not a file already asked for by its full address, nor one asked for meanwhile', async () => {
    const shell = document.createElement('link');
    shell.rel = 'modulepreload';
    shell.href = address('/assets/routed-site.js');
    document.head.append(shell);
    const done = askForFiles(['/assets/a.js', '/assets/routed-site.js', '/assets/dialog.js', '/assets/b.js']);
    // The site asks for a dialog's file itself before this reaches it.
    const dialog = document.createElement('link');
    dialog.rel = 'modulepreload';
    dialog.href = address('/assets/dialog.js');
    document.head.append(dialog);
    await done;
    expect(modulePreloads().sort()).toEqual(
      ['/assets/a.js', '/assets/b.js', '/assets/dialog.js', '/assets/routed-site.js'].map(address).sort(),
    );
  });
});
