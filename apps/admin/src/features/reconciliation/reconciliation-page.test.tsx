import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const clean = {
  ok: true,
  checkedAt: '2026-01-01T00:00:00.000Z',
  currency: 'MYR',
  accountsChecked: 12,
  entriesChecked: 40,
  postingsTotal: '0.00',
  differences: [],
  unbalancedEntries: [],
  negativeAccounts: [],
  houseAccounts: [
    { accountId: '1', kind: 'house', code: '', balance: '-5000.00' },
    { accountId: '2', kind: 'payment_clearing', code: '', balance: '-12500.00' },
  ],
  memberWalletsTotal: '17500.00',
  memberWallets: 9,
  checks: [
    { name: 'deposits', rowsChecked: 5, entriesChecked: 4, problems: 0, findings: [] },
    { name: 'withdrawals', rowsChecked: 3, entriesChecked: 6, problems: 0, findings: [] },
  ],
  uncheckedKinds: [],
  vendorWallets: [],
};

function serve(...reports: unknown[]) {
  let run = 0;
  return mockServer({
    'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
    'GET /wps/system/status': ok(merchantStatus),
    'POST /admin/api/ledger/reconciliation': () => ok(reports[Math.min(run++, reports.length - 1)]),
  });
}

describe('reconciliation page', () => {
  it('runs the checks on opening and shows a clean ledger with the house side', async () => {
    serve(clean);
    renderApp('/reconciliation');
    expect(await screen.findByText('The ledger reconciles: no difference found.')).toBeTruthy();
    expect(screen.getByText('Accounts checked').nextSibling?.textContent).toBe('12');
    expect(screen.getByText('Entries checked').nextSibling?.textContent).toBe('40');
    expect(screen.getByText('Postings total').nextSibling?.textContent).toBe('MYR 0.00');
    expect(screen.getByText('Member wallets total').nextSibling?.textContent).toBe('MYR 17,500.00');
    expect(screen.getByText('No difference: every balance equals its postings.')).toBeTruthy();
    const house = screen.getByRole('table', { name: 'House-side accounts' });
    expect(within(house).getAllByRole('row')[2]?.textContent).toContain('Payment clearing');
    expect(within(house).getAllByRole('row')[2]?.textContent).toContain('MYR -12,500.00');
  });

  it('lists a difference with its account and member when run again', async () => {
    const { calls } = serve(clean, {
      ...clean,
      ok: false,
      differences: [
        {
          accountId: '31',
          kind: 'member_wallet',
          code: '',
          memberId: '70',
          username: 'alice',
          balance: '123.45',
          postingsSum: '100.00',
          difference: '23.45',
        },
      ],
    });
    renderApp('/reconciliation');
    await screen.findByText('The ledger reconciles: no difference found.');
    await userEvent.click(screen.getByRole('button', { name: 'Run checks' }));
    expect(await screen.findByText('Differences found: see below.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Balance differences' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('#31');
    expect(row?.textContent).toContain('Member wallet');
    expect(row?.textContent).toContain('alice');
    expect(row?.textContent).toContain('MYR 123.45');
    expect(row?.textContent).toContain('MYR 23.45');
    expect(calls.filter((c) => c.path === '/admin/api/ledger/reconciliation')).toHaveLength(2);
  });

  it('lists a deposit credited twice and entries no check explains, with the member and amounts', async () => {
    serve({
      ...clean,
      ok: false,
      checks: [
        {
          name: 'deposits',
          rowsChecked: 5,
          entriesChecked: 5,
          problems: 1,
          findings: [
            {
              code: 'credit_duplicated',
              subject: 'deposit:42',
              memberId: '70',
              username: 'alice',
              entryId: '311',
              expected: '150.00',
              actual: '150.00',
            },
          ],
        },
        clean.checks[1],
      ],
      uncheckedKinds: [{ kind: 'bet_stake', entries: 3 }],
    });
    renderApp('/reconciliation');
    expect(await screen.findByText('Differences found: see below.')).toBeTruthy();
    const checks = screen.getByRole('table', { name: 'Rows against their entries' });
    expect(within(checks).getAllByRole('row')[1]?.textContent).toBe('Deposits551');
    const findings = screen.getByRole('table', { name: 'Disagreements' });
    const row = within(findings).getAllByRole('row')[1];
    expect(row?.textContent).toContain('deposit:42');
    expect(row?.textContent).toContain('Credited more than once');
    expect(row?.textContent).toContain('alice');
    expect(row?.textContent).toContain('MYR 150.00');
    const unchecked = screen.getByRole('table', { name: 'Entries no check explains' });
    expect(within(unchecked).getAllByRole('row')[1]?.textContent).toBe('bet_stake3');
  });

  it("shows each game vendor's wallets against the site's books, and a vendor that did not answer as not known", async () => {
    serve({
      ...clean,
      ok: false,
      vendorWallets: [
        { vendor: 'GEMTW', books: '250.00', held: '240.00', inDoubt: '0.00', ok: false },
        { vendor: 'SLOWV', books: '90.00', held: null, inDoubt: '10.00', ok: false },
        { vendor: 'CALMV', books: '1200.00', held: '1200.00', inDoubt: '0.00', ok: true },
      ],
    });
    renderApp('/reconciliation');
    expect(await screen.findByText('Differences found: see below.')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Game wallets at the vendors' })).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('GEMTWMYR 250.00MYR 240.00MYR 0.00Differ');
    expect(rows[2]?.textContent).toBe('SLOWVMYR 90.00No answerMYR 10.00Not known');
    expect(rows[3]?.textContent).toBe('CALMVMYR 1,200.00MYR 1,200.00MYR 0.00Agree');
  });

  it('shows no vendor section when the brand has no transfer-mode vendor', async () => {
    serve(clean);
    renderApp('/reconciliation');
    await screen.findByText('The ledger reconciles: no difference found.');
    expect(screen.queryByRole('table', { name: 'Game wallets at the vendors' })).toBeNull();
  });
});
