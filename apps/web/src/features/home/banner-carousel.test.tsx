import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noAnnouncements, renderAt } from '../../app/testing';
import { installFakeApi } from '../../test/fake-api';
import { BannerCarousel } from './banner-carousel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const banner = (id: string, content: string) => ({
  id,
  type: 'B',
  title: `Banner ${id}`,
  content,
  imageUrl: `/banners/${id}.webp`,
  linkUrl: null,
  timestamp: '2026-11-22T02:00:00Z',
});

describe('the home banners', () => {
  it('sum each banner up in the words of its HTML', async () => {
    installFakeApi({
      'POST /wps/relay/MCSFE_getListAnnouncements': {
        value: {
          ...noAnnouncements,
          banners: [
            banner('B1', '<p>Bonus <b>100%</b> deposit pertama</p>'),
            banner('B2', '<p>Cashback <a href="/promotions">mingguan</a></p>'),
          ],
        },
      },
    });
    renderAt('/index', <BannerCarousel />);
    expect(await screen.findByText('Bonus 100% deposit pertama')).toBeTruthy();
    expect(screen.getByText('Cashback mingguan')).toBeTruthy();
  });
});
