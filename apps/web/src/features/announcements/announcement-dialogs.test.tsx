import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/testing';
import { closeDialog, openDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { AnnouncementDialogs } from './announcement-dialogs';

let api: FakeApi;

const notice = (i: number, type = 'PL') => ({
  id: `${type}${i}`,
  type,
  title: `${type} notice ${i}`,
  content: `<p>Body of <strong>${type} ${i}</strong></p>`,
  imageUrl: null,
  linkUrl: null,
  // Two in the morning UTC is ten in Kuala Lumpur.
  timestamp: `2026-11-${String(10 + i).padStart(2, '0')}T02:00:00Z`,
});

const status = {
  maintenance: false,
  regionRestriction: false,
  maintenanceFrom: null,
  maintenanceUntil: null,
  maintenanceMessage: '',
  clientIp: '127.0.0.1',
  country: null,
  merchant: {
    code: 'demo',
    name: 'Demo',
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    utcOffsetMinutes: 480,
    languages: ['ms', 'en', 'zh'],
  },
  serverTime: '2026-11-22T00:00:00Z',
};

function announcements(player: number, popup: number) {
  return {
    banners: [],
    player: Array.from({ length: player }, (_, i) => notice(i + 1)),
    promotion: [],
    popup: Array.from({ length: popup }, (_, i) => notice(i + 1, 'PU')),
    headline: [],
  };
}

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi({
    'GET /wps/system/status': { value: status },
    'POST /wps/relay/MCSFE_getListAnnouncements': { value: announcements(9, 0) },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('announcements dialog', () => {
  it('lists player notices 7 a page with a pager, and shows the chosen one with its date in the merchant zone', async () => {
    await renderPage(<AnnouncementDialogs />);
    act(() => openDialog('announcements'));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = await within(dialog).findByRole('navigation', { name: 'Announcement list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

    // The first notice of the page is open; its date is the merchant's wall clock.
    const article = within(dialog).getByRole('article');
    expect(within(article).getByRole('heading', { name: 'PL notice 1' })).toBeTruthy();
    expect(within(article).getByText('2026-11-11 10:00:00')).toBeTruthy();
    expect(within(article).getByText('PL 1').tagName).toBe('STRONG');

    fireEvent.click(within(list).getByRole('button', { name: 'Next page' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Page 2 of 2')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /PL notice 9/ }));
    expect(within(dialog).getByRole('heading', { name: 'PL notice 9' })).toBeTruthy();
    expect(within(dialog).getByText('2026-11-19 10:00:00', { selector: 'article time' })).toBeTruthy();
  });

  it('opens at the notice named by props.id, on its page', async () => {
    await renderPage(<AnnouncementDialogs />);
    act(() => openDialog('announcements', { id: 'PL8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByRole('heading', { name: 'PL notice 8' })).toBeTruthy();
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
  });

  it('says so when there is nothing to read', async () => {
    api.on('POST /wps/relay/MCSFE_getListAnnouncements', { value: announcements(0, 0) });
    await renderPage(<AnnouncementDialogs />);
    act(() => openDialog('announcements'));
    expect(await screen.findByText('There are no announcements right now. Check back later.')).toBeTruthy();
  });
});

describe('popup announcements', () => {
  it('shows the PU popups once per browser session', async () => {
    api.on('POST /wps/relay/MCSFE_getListAnnouncements', { value: announcements(0, 2) });
    const first = await renderPage(<AnnouncementDialogs />);
    const popup = await screen.findByRole('dialog', { name: 'PU notice 1' });
    expect(within(popup).getByText('1 of 2')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'PU notice 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // A reload in the same browser session: no popup again.
    await renderPage(<AnnouncementDialogs />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('POST /wps/relay/MCSFE_getListAnnouncements').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the link of a popup that has one, an in-site promotion opening in this tab', async () => {
    const promo = { ...notice(1, 'PU'), title: 'Welcome bonus', linkUrl: '/promoDetail?id=3' };
    api.on('POST /wps/relay/MCSFE_getListAnnouncements', {
      value: { ...announcements(0, 0), popup: [promo, notice(2, 'PU')] },
    });
    await changeLanguage('en');
    closeDialog();
    renderAt('/index', <AnnouncementDialogs />);
    const popup = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    const details = within(popup).getByRole('link', { name: 'See details' });
    expect(details.getAttribute('href')).toBe('/promoDetail?id=3');
    fireEvent.click(details);
    expect(screen.getByTestId('location').textContent).toBe('/promoDetail');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no link on a popup without one', async () => {
    api.on('POST /wps/relay/MCSFE_getListAnnouncements', { value: announcements(0, 1) });
    await renderPage(<AnnouncementDialogs />);
    const popup = await screen.findByRole('dialog', { name: 'PU notice 1' });
    expect(within(popup).queryByRole('link')).toBeNull();
  });

  it('waits while another dialog is open', async () => {
    api.on('POST /wps/relay/MCSFE_getListAnnouncements', { value: announcements(0, 1) });
    await renderPage(<AnnouncementDialogs />);
    act(() => openDialog('announcements'));
    await screen.findByRole('dialog', { name: 'Announcements' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'PU notice 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'PU notice 1' })).toBeTruthy();
  });
});
