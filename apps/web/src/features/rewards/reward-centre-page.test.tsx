import type { TRebateToday, TReward, TRewardCentre } from '@gemilang/contract';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { RewardCentrePage } from './reward-centre-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

function reward(over: Partial<TReward> = {}): TReward {
  return {
    id: '1',
    program: 'rebate',
    amount: '12.34',
    state: 'waiting',
    reason: '',
    earnedAt: '2026-11-28T16:05:00.000Z',
    claimBy: '2026-12-05T16:05:00.000Z',
    paidAt: null,
    grantId: null,
    details: {
      periodStart: '2026-11-27T16:00:00.000Z',
      periodEnd: '2026-11-28T16:00:00.000Z',
      lines: [
        { label: 'LOTT', base: '800.00', rateBp: 50, amount: '4.00' },
        { label: 'RNG', base: '834.00', rateBp: 100, amount: '8.34' },
      ],
    },
    ...over,
  };
}

function today(over: Partial<TRebateToday> = {}): TRebateToday {
  return {
    enabled: true,
    periodStart: '2026-11-28T16:00:00.000Z',
    periodEnd: '2026-11-29T16:00:00.000Z',
    lines: [{ label: 'RNG', base: '250.00', rateBp: 50, amount: '1.25' }],
    amount: '1.25',
    currency: 'MYR',
    ...over,
  };
}

function centre(items: TReward[], over: Partial<TRewardCentre> = {}): TRewardCentre {
  const waiting = items.filter((r) => r.state === 'waiting');
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    waitingCount: waiting.length,
    waitingAmount: waiting.length ? '12.34' : '0.00',
    currency: 'MYR',
    ...over,
  };
}

async function open(language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(member);
  return renderAt('/index', <RewardCentrePage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the reward centre', () => {
  it('shows what waits to be claimed, each reward with the bets it came from in the brand zone', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/rewards': { value: centre([reward()]) },
      'GET /wps/member/rebates/today': { value: today() },
    });
    await open();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you to claim' });
    expect(waiting.textContent).toContain('MYR 12.34');
    expect(waiting.textContent).toContain('1 reward');
    const item = await screen.findByRole('article', { name: 'Rebate' });
    expect(within(item).getByText('To claim')).toBeTruthy();
    const table = within(item).getByRole('table', { name: 'Valid bets by product and the rate applied' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['LotteryMYR 800.000.50%MYR 4.00', 'SlotsMYR 834.001.00%MYR 8.34']);
    // Midnight to midnight in Kuala Lumpur, and the claim window's end.
    expect(item.textContent).toContain('2026-11-28 00:00:00 – 2026-11-29 00:00:00');
    expect(item.textContent).toContain('Claim by 2026-12-06 00:05:00');
    // Today's rebate so far, from the day's valid bets, counted after midnight in the brand zone.
    const todayCard = screen.getByRole('region', { name: "Today's rebate so far" });
    expect(todayCard.textContent).toContain('MYR 1.25');
    expect(within(todayCard).getByRole('row', { name: /Slots/ }).textContent).toBe('SlotsMYR 250.000.50%MYR 1.25');
    expect(todayCard.textContent).toContain('counted after 2026-11-30 00:00:00');
  });

  it('claims one reward with a fresh key per press and reads the list again', async () => {
    let claimed = false;
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/rewards': () => ({
        value: claimed ? centre([]) : centre([reward()]),
      }),
      'POST /wps/member/rewards/1/claim': () => {
        claimed = true;
        return { value: { claimed: 1, amount: '12.34' } };
      },
    });
    await open();
    const button = await screen.findByRole('button', { name: 'Claim Rebate of MYR 12.34' });
    await userEvent.click(button);
    await screen.findByText('Nothing to claim right now');
    const calls = api.callsTo('POST /wps/member/rewards/1/claim');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ idempotencyKey: expect.stringMatching(/.{8,}/) });
    expect(screen.getByRole('button', { name: 'Claim all' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why a claim was refused', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/rewards': { value: centre([reward()]) },
      'POST /wps/member/rewards/1/claim': {
        status: 422,
        error: { code: 'reward_expired', message: 'The time to claim this reward has passed.' },
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Rebate of MYR 12.34' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The reward could not be claimed: The time to claim this reward has passed.',
    );
  });

  it('shows the history in Malay with paid, expired and refused rewards, and filters by program', async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/rewards': (request) => {
        if (request.query.get('view') !== 'history') return { value: centre([]) };
        const all = [
          reward({
            id: '3',
            program: 'check_in',
            state: 'paid',
            amount: '1.00',
            paidAt: '2026-11-28T01:00:00.000Z',
            details: { day: 3 },
          }),
          reward({ id: '2', program: 'race', state: 'expired', details: { rank: 2, name: 'Perlumbaan slot' } }),
          reward({ id: '1', program: 'mission', state: 'refused', reason: 'promotion_budget_spent', details: {} }),
        ];
        const program = request.query.get('program');
        return { value: centre(program ? all.filter((r) => r.program === program) : all) };
      },
    });
    await open('ms');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sejarah' }));
    const list = await screen.findByRole('list', { name: 'Sejarah' });
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Ganjaran daftar masuk',
      'Hadiah perlumbaan',
      'Ganjaran misi',
    ]);
    expect(items[0]?.textContent).toContain('Hari 3');
    expect(items[1]?.textContent).toContain('#2');
    expect(items[1]?.textContent).toContain('Tamat tempoh');
    expect(items[2]?.textContent).toContain('Peruntukan program telah habis.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'race');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Sejarah' })).getAllByRole('article')).toHaveLength(1),
    );
    expect(api.calls.some((c) => c.query.get('program') === 'race' && c.query.get('view') === 'history')).toBe(true);
  });
});
