import type { TAdminRedEnvelopeEvent } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const marketing = {
  token: 'operator-token-0123456789abcdef',
  username: 'mia',
  displayName: 'Mia',
  role: 'marketing' as const,
};
const me = ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' });

function event(over: Partial<TAdminRedEnvelopeEvent> = {}): TAdminRedEnvelopeEvent {
  return {
    id: '7',
    name: { ms: 'Angpau Ole-Ole', en: 'Lucky red envelopes', zh: '幸运红包' },
    pool: '888.00',
    envelopes: 88,
    minAmount: '1.00',
    startsAt: '2026-01-01T01:00:00.000Z',
    endsAt: '2026-01-08T01:00:00.000Z',
    state: 'open',
    eligibility: [{ rule: 'vip_level', min: 2 }],
    commitment: 'ab12'.repeat(16),
    claimed: 3,
    claimedAmount: '31.50',
    remaining: 85,
    salt: null,
    createdAt: '2025-12-31T00:00:00.000Z',
    ...over,
  };
}

describe('the red envelope events page', () => {
  it('lists each event with its window in the brand time, what was opened and its commitment', async () => {
    mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/red-envelopes': ok({
        items: [event(), event({ id: '6', state: 'upcoming', claimed: 0, claimedAmount: '0.00', remaining: 88 })],
        currency: 'MYR',
      }),
    });
    renderApp('/loyalty/red-envelopes', marketing);
    const table = await screen.findByRole('table', { name: 'Red envelopes' });
    const [open, upcoming] = within(table).getAllByRole('row').slice(1);
    expect(open?.textContent).toContain('Lucky red envelopes');
    expect(open?.textContent).toContain('VIP 2 and above');
    expect(open?.textContent).toContain('2026-01-01 09:00:00');
    expect(open?.textContent).toContain('MYR 888.00');
    expect(open?.textContent).toContain('3 of 88');
    expect(open?.textContent).toContain('MYR 31.50');
    expect(open?.textContent).toContain('ab12ab12ab12…');
    expect(within(open as HTMLElement).queryByRole('button', { name: 'Cancel event' })).toBeNull();
    expect(within(upcoming as HTMLElement).getByRole('button', { name: 'Cancel event' })).toBeTruthy();
  });

  it('creates an event with its window converted from the brand time and its rules', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/red-envelopes': ok({ items: [], currency: 'MYR' }),
      'POST /admin/api/loyalty/red-envelopes': ok(event()),
    });
    renderApp('/loyalty/red-envelopes', marketing);
    expect(await screen.findByText('No red envelope event yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New red envelope event' });
    await user.type(within(dialog).getByLabelText('Name in Malay'), 'Angpau');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Envelopes');
    await user.type(within(dialog).getByLabelText('Name in Chinese'), '红包');
    await user.type(within(dialog).getByLabelText('Pool (MYR)'), '500');
    const count = within(dialog).getByLabelText('Number of envelopes');
    await user.clear(count);
    await user.type(count, '50');
    const opens = within(dialog).getByLabelText('Opens (Asia/Kuala_Lumpur)');
    await user.clear(opens);
    await user.type(opens, '2026-02-01T20:00');
    const ends = within(dialog).getByLabelText('Ends (Asia/Kuala_Lumpur)');
    await user.clear(ends);
    await user.type(ends, '2026-02-02T20:00');
    const days = within(dialog).getByLabelText('Deposit within the last days');
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: { ms: 'Angpau', en: 'Envelopes', zh: '红包' },
        pool: '500',
        envelopes: 50,
        minAmount: '1.00',
        startsAt: '2026-02-01T12:00:00.000Z',
        endsAt: '2026-02-02T12:00:00.000Z',
        eligibility: [{ rule: 'deposited_within', days: 7 }],
      }),
    );
  });

  it('shows why the server refused a split, and cancels an upcoming event after asking', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/red-envelopes': ok({
        items: [event({ state: 'upcoming', claimed: 0, claimedAmount: '0.00' })],
        currency: 'MYR',
      }),
      'POST /admin/api/loyalty/red-envelopes': fail(
        422,
        'red_envelope_split_invalid',
        'The pool is too small for that many envelopes at the minimum amount.',
      ),
      'POST /admin/api/loyalty/red-envelopes/7/cancel': ok(event({ state: 'cancelled' })),
    });
    renderApp('/loyalty/red-envelopes', marketing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New red envelope event' });
    await user.type(within(dialog).getByLabelText('Pool (MYR)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(
      await within(dialog).findByText('The pool is too small for that many envelopes at the minimum amount.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/api/loyalty/red-envelopes/7/cancel')).toBe(true));
  });
});
