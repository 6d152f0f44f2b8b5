import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/testing';
import { installFakeApi } from '../../test/fake-api';
import { PopularLotteries } from './popular-lotteries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const game = {
  code: 'ELOTT_5D_1',
  kind: '5d',
  prizeMode: 'Elott',
  gameGroupCode: 'ELOTT_5D',
  labelName: '5D 1 minit',
  defaultPlayType: 'BIG_SMALL',
  intervalMinutes: 1,
  isHot: false,
};

/** The held place, as the home page shows it before the lane. */
const place = (container: HTMLElement) => container.querySelector('[data-lane-place]');

describe('the popular lotteries lane', () => {
  it('holds its place while its read is on its way, so what is under it does not move when it comes', async () => {
    let answer: ((games: unknown[]) => void) | undefined;
    installFakeApi({
      'GET /lgw/games/popular': () => new Promise((resolve) => (answer = (games) => resolve({ value: { games } }))),
    });
    const { container } = renderAt('/index', <PopularLotteries />);
    expect(place(container)).not.toBeNull();
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(place(container)).not.toBeNull();
    answer?.([game]);
    expect(await screen.findByRole('heading', { name: 'Loteri popular' })).toBeTruthy();
    expect(place(container)).toBeNull();
  });

  it('gives the place back when no lottery is popular', async () => {
    const api = installFakeApi({ 'GET /lgw/games/popular': { value: { games: [] } } });
    const { container } = renderAt('/index', <PopularLotteries />);
    await vi.waitFor(() => expect(api.callsTo('GET /lgw/games/popular')).toHaveLength(1));
    await vi.waitFor(() => expect(place(container)).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
