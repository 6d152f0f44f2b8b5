import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';
import { thisMonth } from './report-page';

describe('the points report page', () => {
  it('opens on this month in the brand zone, then reads the range chosen', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/points/report': (call) =>
        ok({
          from: call.query.get('from'),
          to: call.query.get('to'),
          earned: '12500.00',
          fromDeposits: '300.00',
          adjusted: '-50.00',
          redeemed: '4000.00',
          held: '1500.00',
          converted: '1000.00',
          conversionCash: '10.00',
          itemMoney: '40.00',
          outstanding: '8250.00',
          members: 42,
          currency: 'MYR',
        }),
    });
    renderApp('/points/report');
    expect(await screen.findByText('12,500.00')).toBeTruthy();
    expect(screen.getByText('-50.00')).toBeTruthy();
    expect(screen.getByText('MYR 10.00')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    const first = calls.find((c) => c.path === '/admin/api/points/report');
    expect(first?.query.get('from')).toBe(thisMonth('Asia/Kuala_Lumpur').from);
    expect(first?.query.get('from')?.endsWith('-01')).toBe(true);

    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-12-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/points/report').at(-1);
      expect(last?.query.get('from')).toBe('2025-12-01');
      expect(last?.query.get('to')).toBe('2025-12-31');
    });
  });

  it('takes this month from the brand zone, not the browser', () => {
    // 2026-02-28 20:00 UTC is already 1 March in Kuala Lumpur.
    expect(thisMonth('Asia/Kuala_Lumpur', new Date('2026-02-28T20:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });
});
