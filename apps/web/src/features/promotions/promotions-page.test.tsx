import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { card } from './fixtures';
import { PromotionsPage } from './promotions-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const hall = [
  card({ id: '1', category: 'newbie', title: 'Welcome bonus 100%', state: 'join_now' }),
  card({
    id: '2',
    category: 'deposit',
    title: 'Weekly reload 20%',
    state: 'signed_up',
    endsAt: '2026-12-31T15:59:00.000Z',
  }),
  card({ id: '3', kind: 'application', category: 'special', title: 'Big win story', state: 'applying' }),
  card({ id: '4', kind: 'fixed_credit', category: 'limited', title: 'Year-end gift', state: 'coming_soon' }),
];

function serve(items = hall) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/promotions': { value: { items, currency: 'MYR' } },
  });
}

async function open(path = '/promotions', language: 'en' | 'ms' | 'zh' = 'en') {
  await changeLanguage(language);
  return renderAt(path, <PromotionsPage />);
}

afterEach(() => {
  // Unmounted first: a session change under a mounted page would ask the server again, past the fake.
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the promotions hall', () => {
  it('shows each offer with its art, title, period in the brand zone and the caller state', async () => {
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'All' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const welcome = items[0] as HTMLElement;
    expect(within(welcome).getByRole('link', { name: 'Welcome bonus 100%' }).getAttribute('href')).toBe(
      '/promoDetail?id=1',
    );
    expect(within(welcome).getByText('Join now')).toBeTruthy();
    // Midnight UTC is 08:00 in Kuala Lumpur; no end date reads as ongoing.
    expect(welcome.textContent).toContain('From 2026-11-01 08:00 · ongoing');
    expect(welcome.querySelector('img')?.getAttribute('src')).toBe('/banners/promotions/welcome.svg');
    const reload = items[1] as HTMLElement;
    expect(within(reload).getByText('Signed up')).toBeTruthy();
    expect(reload.textContent).toContain('2026-11-01 08:00 – 2026-12-31 23:59');
    expect(within(items[2] as HTMLElement).getByText('Applying')).toBeTruthy();
    expect(within(items[3] as HTMLElement).getByText('Coming soon')).toBeTruthy();
  });

  it('filters by the category chips, with a friendly empty state for an empty category', async () => {
    serve();
    await open();
    const user = userEvent.setup();
    const chips = screen.getByRole('navigation', { name: 'Promotion categories' });
    // All, then the 17 categories in the contract order.
    expect(within(chips).getAllByRole('button')).toHaveLength(18);
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('link', { name: 'Welcome bonus 100%' });

    await user.click(within(chips).getByRole('button', { name: 'Deposit' }));
    const deposit = await screen.findByRole('list', { name: 'Deposit' });
    expect(
      within(deposit)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Weekly reload 20%']);
    expect(within(chips).getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(chips).getByRole('button', { name: 'Fishing' }));
    expect(await screen.findByRole('heading', { name: 'Nothing in Fishing yet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(within(await screen.findByRole('list', { name: 'All' })).getAllByRole('link')).toHaveLength(4);
  });

  it('opens on the category named in the address', async () => {
    serve();
    await open('/promotions?category=special');
    const special = await screen.findByRole('list', { name: 'Special' });
    expect(
      within(special)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Big win story']);
  });

  it('asks a visitor to sign in to claim, opening the sign-in dialog', async () => {
    const api = serve();
    await open();
    await waitFor(() => expect(api.callsTo('GET /wps/promotions')).toHaveLength(1));
    expect(api.callsTo('GET /wps/promotions')[0]?.headers.Authorization).toBeUndefined();
    const prompt = screen.getByRole('region', { name: 'Sign in to claim' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(getDialog().name).toBe('login');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Register' }));
    expect(getDialog().name).toBe('register');
  });

  it('shows no sign-in prompt to a member, and asks with the member token', async () => {
    const api = serve();
    setSession({ token: 'token-1', account: 'demo', merchant: 'demo', isAgent: 0, customerId: '7', memberLabel: [] });
    await open();
    await screen.findByRole('link', { name: 'Welcome bonus 100%' });
    expect(screen.queryByRole('region', { name: 'Sign in to claim' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /wps/promotions')).toHaveLength(1));
    // The hall is a visitor route that answers a member in person: their token goes with it.
    expect(api.callsTo('GET /wps/promotions')[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('says so in Malay when nothing is published', async () => {
    serve([]);
    await open('/promotions', 'ms');
    expect(await screen.findByRole('heading', { name: 'Tiada promosi buat masa ini' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pemain baharu' })).toBeTruthy();
  });
});
