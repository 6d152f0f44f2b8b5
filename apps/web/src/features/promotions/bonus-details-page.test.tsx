import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { BonusDetailsPage } from './bonus-details-page';
import { bonuses, grant } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

const forfeited = grant({
  id: '5',
  title: 'Weekly reload 20%',
  state: 'forfeited',
  reason: 'withdrawal',
  amount: '40.00',
  balance: '0.00',
  forfeited: '40.00',
  endedAt: '2026-11-20T04:30:00.000Z',
  history: [
    { kind: 'issued', amount: '40.00', at: '2026-11-19T02:00:00.000Z' },
    { kind: 'forfeited', amount: '-40.00', at: '2026-11-20T04:30:00.000Z' },
  ],
});

function serve(details = bonuses([grant(), forfeited])) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/bonuses': { value: details },
    'GET /wps/v2/wallets/balance': { value: { sumBalance: '500.00', currency: 'MYR' } },
  });
}

async function open(ui: React.ReactNode, language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(member);
  return renderAt('/index', ui);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('bonus details', () => {
  it('shows the active grant first with its balance, turnover as a progress bar, max bet and expiry', async () => {
    serve();
    await open(<BonusDetailsPage />);
    const active = await screen.findByRole('region', { name: 'Bonus in play' });
    expect(within(active).getByRole('heading', { name: 'Welcome bonus 100%' })).toBeTruthy();
    const bar = within(active).getByRole('progressbar', { name: 'Turnover' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% · MYR 750.00 of MYR 3,000.00');
    expect((bar.firstChild as HTMLElement).style.width).toBe('25%');
    expect(within(active).getByText('25%')).toBeTruthy();
    const facts = within(active)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // Bonus balance, granted, max bet, and the expiry in the brand's zone (16:00 UTC is midnight there).
    expect(facts).toEqual(['MYR 62.50', 'MYR 100.00', 'MYR 25.00', '2026-12-06 00:00']);
  });

  it('lists the other grants with their state, amounts and how they ended, each with an expandable history', async () => {
    serve(bonuses([grant(), forfeited, grant({ id: '9', title: 'Lucky draw credit', state: 'pending', history: [] })]));
    await open(<BonusDetailsPage />);
    const others = await screen.findByRole('region', { name: 'Other bonuses' });
    const [ended, pending] = within(others).getAllByRole('article') as HTMLElement[];
    expect(within(others).queryByRole('article', { name: 'Welcome bonus 100%' })).toBeNull();
    expect(within(ended as HTMLElement).getByText('Forfeited', { selector: 'span' })).toBeTruthy();
    expect((ended as HTMLElement).textContent).toContain('Reason: you made a withdrawal');
    expect(
      within(ended as HTMLElement)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['MYR 40.00', 'MYR 0.00', 'MYR 40.00', '2026-11-20 12:30']);
    expect(within(pending as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(pending as HTMLElement).queryByRole('button', { name: /^History/ })).toBeNull();

    const active = screen.getByRole('region', { name: 'Bonus in play' });
    const toggle = within(active).getByRole('button', { name: 'History (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const events = within(active)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // A kind this page does not know yet still reads in words.
    expect(events).toEqual(['Bonus grantedMYR 100.002026-11-22 00:00:00', 'ChangeMYR 5.002026-11-22 01:00:00']);
  });

  it('says in words why a completed grant ended, with what became cash', async () => {
    const completed = grant({
      id: '6',
      state: 'completed',
      reason: 'converted',
      balance: '0.00',
      converted: '100.00',
      endedAt: '2026-11-20T04:30:00.000Z',
    });
    serve(bonuses([completed]));
    await open(<BonusDetailsPage />);
    const ended = await screen.findByRole('article', { name: 'Welcome bonus 100%' });
    expect(ended.textContent).toContain('Reason: the turnover was completed and the bonus became cash');
    expect(within(ended).getByText('Became cash').nextElementSibling?.textContent).toBe('MYR 100.00');
  });

  it('explains an empty list in Malay and links to the hall', async () => {
    serve(bonuses([]));
    await open(<BonusDetailsPage />, 'ms');
    expect(await screen.findByRole('heading', { name: 'Belum ada bonus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat promosi' }).getAttribute('href')).toBe('/promotions');
  });

  it('shows 100% when no turnover is needed and never more than 100%', async () => {
    serve(bonuses([grant({ turnoverDone: '4000.00', turnoverNeeded: '3000.00' })]));
    await open(<BonusDetailsPage />);
    const bar = await screen.findByRole('progressbar', { name: 'Turnover' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});
