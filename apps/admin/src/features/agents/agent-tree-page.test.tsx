import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockServer, ok, renderApp } from '../../test/render';
import { frame, node } from './agents-test-data';

const level = (items: unknown[], total = items.length) => ok({ items, total, page: 1, pageSize: 50, currency: 'MYR' });

// Checked to fail: with every level under an agent loaded at once instead of when opened, "opens its downline
// one level at a time" went red.
describe('agent tree', () => {
  it('finds an account, shows its uplines and opens its downline one level at a time, each read only when opened', async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/agents/tree': (call) =>
        call.query.get('account') === 'sub1'
          ? ok({
              currency: 'MYR',
              account: node('2', 'sub1', { directCount: 2, teamSize: 3 }),
              uplines: [node('1', 'bigboss', { directCount: 1, teamSize: 4 })],
            })
          : undefined,
      'GET /admin/api/agents/2/downline': level([
        node('3', 'sub2', { directCount: 1, teamSize: 1 }),
        node('4', 'player9', { kind: 'member', type: 0, status: 'frozen', balance: '5.00' }),
      ]),
      'GET /admin/api/agents/3/downline': level([node('5', 'deep1', { kind: 'member', type: 0 })]),
    });
    renderApp('/agents/tree');
    expect(await screen.findByText("Type an account's exact name to see where it sits in its team.")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account'), '  sub1 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const uplines = await screen.findByRole('region', { name: 'Uplines' });
    expect(within(uplines).getByRole('button', { name: 'Show the tree of bigboss' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'sub1' });
    expect(summary.textContent).toContain('MYR 1,234.50');
    expect(within(summary).getByRole('link', { name: 'Member details' }).getAttribute('href')).toBe(
      '/members?member=2',
    );

    const downline = screen.getByRole('region', { name: 'Downline' });
    expect(await within(downline).findByRole('link', { name: 'Member details of player9' })).toBeTruthy();
    expect(downline.textContent).toContain('Frozen');
    expect(downline.textContent).toContain('MYR 5.00');
    // The level under sub2 is not read until it is opened.
    expect(calls.some((c) => c.path === '/admin/api/agents/3/downline')).toBe(false);
    const expand = within(downline).getByRole('button', { name: 'Open the downline of sub2' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(await within(downline).findByRole('link', { name: 'Member details of deep1' })).toBeTruthy();
    expect(
      within(downline).getByRole('button', { name: 'Close the downline of sub2' }).getAttribute('aria-expanded'),
    ).toBe('true');
    // player9 has no downline: nothing to open.
    expect(within(downline).queryByRole('button', { name: 'Open the downline of player9' })).toBeNull();
  });

  it("says so in the server's words when no account of the brand has that name", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/agents/tree': fail(404, 'agent_account_unknown', 'No account of this brand has that name.'),
    });
    renderApp('/agents/tree?account=ghost');
    await waitFor(() => expect(screen.getByText('No account of this brand has that name.')).toBeTruthy());
  });
});
