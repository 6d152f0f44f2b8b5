import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverFirstPaint } from '../../boot/static-paint-hand-over';
import { type FakeReply, installFakeApi } from '../../test/fake-api';
import { noAnnouncements, renderAt } from '../testing';
import { HeadlineMarquee } from './headline-marquee';

/**
 * The headline strip keeps its place while the announcements are on their way (ADR 043): the shell may now
 * be drawn before they answer, and the page under it must not jump down when they do. Seen red: with the
 * pending branch removed, the first expectation found no strip (the shell drew nothing there). When the
 * server wrote the brand's headline into index.html's static paint, the marquee shows that line while the
 * call is pending. Seen red: with the static line ignored (the pending branch always the empty place), the
 * first test of that block found no button.
 */
const headline = {
  id: 'h1',
  type: 'H' as const,
  title: 'Selamat datang ke Gemilang',
  content: '',
  imageUrl: null,
  linkUrl: null,
  timestamp: '2026-11-22T00:00:00.000Z',
};

/** The static paint as index.html has it once the server wrote a headline line in `language`, then handed over. */
function paintedStaticHeadline(text: string, language = 'ms'): void {
  document.body.innerHTML = `<div id="first-paint"><div data-headline="${language}"><span data-headline-text>${text}</span></div></div><div id="root"><div id="boot"></div></div>`;
  document.documentElement.dataset.firstPaint = 'frame';
  document.documentElement.dataset.firstPaintLang = language;
  handOverFirstPaint(document.getElementById('root') as HTMLElement);
  document.body.innerHTML = '';
}

afterEach(() => {
  // A page with no static paint: nothing kept for the next test.
  delete document.documentElement.dataset.firstPaint;
  handOverFirstPaint(document.createElement('div'));
});

describe('HeadlineMarquee', () => {
  it('holds the strip while the announcements are pending, then shows the headlines in it', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const reply = new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
    installFakeApi({ 'POST /wps/relay/MCSFE_getListAnnouncements': () => reply });
    const { container } = renderAt('/index', <HeadlineMarquee />);
    expect(container.querySelector('[aria-hidden="true"] > .h-10')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    answer({ value: { ...noAnnouncements, headline: [headline] } });
    expect((await screen.findAllByText('Selamat datang ke Gemilang')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('gives the place back when the brand has no headlines', async () => {
    installFakeApi({ 'POST /wps/relay/MCSFE_getListAnnouncements': { value: noAnnouncements } });
    const { container } = renderAt('/index', <HeadlineMarquee />);
    await waitFor(() => expect(container.querySelector('.h-10')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the line the static first paint showed while the announcements are pending, then the answer', async () => {
    paintedStaticHeadline('Cabutan istimewa malam ini');
    let answer: (reply: FakeReply) => void = () => {};
    const reply = new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
    installFakeApi({ 'POST /wps/relay/MCSFE_getListAnnouncements': () => reply });
    renderAt('/lottery', <HeadlineMarquee />);
    expect(screen.getByRole('button')).toBeTruthy();
    expect(screen.getAllByText('Cabutan istimewa malam ini').length).toBeGreaterThan(0);

    answer({ value: { ...noAnnouncements, headline: [headline, { ...headline, id: 'h2', title: 'Bonus 10%' }] } });
    expect((await screen.findAllByText('Selamat datang ke Gemilang • Bonus 10%')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Cabutan istimewa malam ini')).toBeNull();
  });

  it('does not show a static line written in another language than the site speaks', () => {
    paintedStaticHeadline("Tonight's special draw", 'en');
    installFakeApi({ 'POST /wps/relay/MCSFE_getListAnnouncements': () => new Promise<FakeReply>(() => {}) });
    renderAt('/lottery', <HeadlineMarquee />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
