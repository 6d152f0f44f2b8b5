import type { TAdminPointItem } from '@gemilang/contract';
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

function item(over: Partial<TAdminPointItem> = {}): TAdminPointItem {
  return {
    id: '4',
    type: 'gift',
    name: { ms: 'Fon kepala', en: 'Wireless headphones', zh: '无线耳机' },
    description: { ms: '', en: 'Delivered in a week.', zh: '' },
    imageUrl: '/points/headphones.svg',
    points: '1500.00',
    amount: '20.00',
    stockMode: 'total',
    stock: 3,
    period: null,
    perMemberLimit: 1,
    bonusAmount: null,
    turnoverMultiple: null,
    active: true,
    sort: 1,
    version: 2,
    left: 3,
    applying: 2,
    approved: 5,
    redeemed: 7,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const base = {
  'GET /admin/api/me': me,
  'GET /wps/system/status': ok(merchantStatus),
};

describe('the points catalogue page', () => {
  it('lists each item with its price, stock, limit, redemptions and version', async () => {
    mockServer({
      ...base,
      'GET /admin/api/points/items': ok({
        items: [
          item(),
          item({
            id: '5',
            type: 'life',
            name: { ms: 'Kredit', en: 'Mobile credit', zh: '话费' },
            amount: null,
            stockMode: 'period',
            stock: 10,
            period: 'week',
            left: 0,
            perMemberLimit: null,
            active: false,
            version: 1,
          }),
        ],
        currency: 'MYR',
      }),
    });
    renderApp('/points/items', marketing);
    const table = await screen.findByRole('table', { name: 'Points catalogue' });
    const [gift, life] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(gift?.textContent).toContain('Wireless headphones');
    expect(gift?.textContent).toContain('1,500.00 pts');
    expect(gift?.textContent).toContain('+ MYR 20.00');
    expect(gift?.textContent).toContain('3 left');
    expect(gift?.textContent).toContain('2 applying');
    expect(gift?.textContent).toContain('7 units redeemed');
    expect(gift?.textContent).toContain('Version 2');
    expect(
      within(gift as HTMLElement).getByRole('button', { name: 'Change the stock of Wireless headphones' }),
    ).toBeTruthy();
    expect(life?.textContent).toContain('0 of 10 left this week');
    expect(life?.textContent).toContain('None');
    expect(life?.textContent).toContain('Hidden');
    expect(within(life as HTMLElement).queryByRole('button', { name: /Change the stock/ })).toBeNull();
  });

  it('checks a new item before sending it, then creates a promotion item with its bonus', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/points/items': ok({ items: [], currency: 'MYR' }),
      'POST /admin/api/points/items': ok(item({ type: 'promotion' })),
    });
    renderApp('/points/items', marketing);
    expect(await screen.findByText('No item yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New catalogue item' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'promotion');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Bonus MYR 10');
    await user.type(within(dialog).getByLabelText('Points required'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));
    expect(within(dialog).getByText('Check the marked fields.')).toBeTruthy();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getAllByText('Enter an amount above zero, with at most two decimals.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name in Malay'), 'Bonus RM10');
    await user.type(within(dialog).getByLabelText('Name in Chinese'), '10令吉红利');
    const points = within(dialog).getByLabelText('Points required');
    await user.clear(points);
    await user.type(points, '1000');
    await user.type(within(dialog).getByLabelText('Bonus (MYR)'), '10');
    const turnover = within(dialog).getByLabelText('Turnover multiple');
    await user.clear(turnover);
    await user.type(turnover, '3');
    await user.click(within(dialog).getByRole('radio', { name: 'Bonus' }));
    await user.selectOptions(within(dialog).getByLabelText('How stock is counted'), 'period');
    await user.selectOptions(within(dialog).getByLabelText('Period'), 'month');
    await user.type(within(dialog).getByLabelText('Limit a member'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 'promotion',
        name: { ms: 'Bonus RM10', en: 'Bonus MYR 10', zh: '10令吉红利' },
        description: { ms: '', en: '', zh: '' },
        imageUrl: '/points/bonus.svg',
        points: '1000',
        amount: null,
        stockMode: 'period',
        stock: 10,
        period: 'month',
        perMemberLimit: 2,
        bonusAmount: '10',
        turnoverMultiple: 3,
        active: true,
        sort: 0,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an item keeping its total stock, and changes the stock with a reason', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/points/items': ok({ items: [item()], currency: 'MYR' }),
      'PUT /admin/api/points/items/4': ok(item({ version: 3 })),
      'POST /admin/api/points/items/4/stock': fail(409, 'points_out_of_stock', 'Not enough of this item is left.'),
    });
    renderApp('/points/items', marketing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Wireless headphones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change item (version 2)' });
    expect((within(dialog).getByLabelText('Stock left') as HTMLInputElement).disabled).toBe(true);
    const points = within(dialog).getByLabelText('Points required');
    await user.clear(points);
    await user.type(points, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        points: '1200',
        amount: '20.00',
        stockMode: 'total',
        stock: 3,
        period: null,
        perMemberLimit: 1,
        bonusAmount: null,
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Change the stock of Wireless headphones' }));
    const stock = await screen.findByRole('dialog', { name: 'Change the stock of Wireless headphones' });
    await user.type(within(stock).getByLabelText('Change'), '-5');
    await user.type(within(stock).getByLabelText('Reason'), 'Two found broken');
    await user.click(within(stock).getByRole('button', { name: 'Change stock' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/stock'))?.body).toEqual({ change: -5, reason: 'Two found broken' }),
    );
    expect(await within(stock).findByText('Not enough of this item is left.')).toBeTruthy();
  });
});
