import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeReply, installFakeApi } from '../../test/fake-api';
import { noAnnouncements, renderAt } from '../testing';
import { HeadlineMarquee } from './headline-marquee';

/**
 * The headline strip keeps its place while the announcements are on their way (ADR 043): the shell may now
 * be drawn before they answer, and the page under it must not jump down when they do. Seen red: with the
 * pending branch removed, the first expectation found no strip (the shell drew nothing there).
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
});
