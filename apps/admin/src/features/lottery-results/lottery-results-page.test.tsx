import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { type Call, fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

// Checked to fail: with the own-proposal check of proposal-actions.tsx always false, the second-entry button of
// the signed-in operator's own entry was enabled; with the entry form's mismatch answer taken for an agreement,
// the differing entry was announced as confirmed; with the page's panel of differing entries left out, the two
// entries were not shown.

const north = {
  special: ['80127'],
  first: ['11345'],
  second: ['22227', '33301'],
  third: ['10000', '10001', '10002', '10003', '10004', '10005'],
  fourth: ['1111', '1112', '1113', '1114'],
  fifth: ['2221', '2222', '2223', '2224', '2225', '2226'],
  sixth: ['331', '332', '333'],
  seventh: ['41', '42', '43', '44'],
};

const proposal = (id: string, drawId: string, by: string, overrides: Record<string, unknown> = {}) => ({
  id,
  drawId,
  kind: 'result',
  status: 'pending',
  source: 'form',
  result: { region: 'north', prizes: north },
  secondResult: null,
  proposedBy: { id: by === 'admin' ? '1' : '2', username: by },
  proposedAt: '2026-11-23T11:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: '',
  ...overrides,
});

const draw = (id: string, drawNumber: string, overrides: Record<string, unknown> = {}) => ({
  id,
  gameCode: 'XSMB',
  gameName: 'North lottery',
  region: 'north',
  drawNumber,
  station: 'HN',
  stationName: 'Hà Nội',
  drawAt: '2026-11-23T11:15:00.000Z',
  status: 'closed',
  result: null,
  pending: null,
  mismatch: null,
  corrections: 0,
  ...overrides,
});

const overview = (overrides: Record<string, unknown> = {}) => ({
  awaiting: [
    draw('10', '20261123-HN'),
    draw('11', '20261122-HN', { pending: proposal('5', '11', 'admin') }),
    // Another operator's waiting entry comes without its numbers: the second entry is blind.
    draw('12', '20261121-HN', { pending: proposal('6', '12', 'second', { result: null }) }),
  ],
  settled: [
    draw('9', '20261120-HN', { status: 'settled', result: { region: 'north', prizes: north }, corrections: 1 }),
  ],
  corrections: [
    {
      id: '3',
      drawId: '9',
      gameCode: 'XSMB',
      gameName: 'North lottery',
      drawNumber: '20261120-HN',
      number: 1,
      proposedBy: { id: '2', username: 'second' },
      confirmedBy: { id: '1', username: 'admin' },
      createdAt: '2026-11-21T02:00:00.000Z',
      members: 2,
      betsChanged: 3,
      paid: '98.00',
      recovered: '5.00',
      unrecovered: '102.90',
      withheld: '0.00',
      shortfalls: [{ memberId: '70', username: 'alice', unrecovered: '102.90' }],
    },
  ],
  currency: 'MYR',
  ...overrides,
});

function serve(extra: Record<string, Parameters<typeof mockServer>[0][string]> = {}) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/lottery/results': ok(overview()),
    ...extra,
  });
}

describe('lottery results page', () => {
  it('lists draws awaiting a result; only another operator may enter again or reject what was entered', async () => {
    serve();
    renderApp('/lottery-results');
    expect(await screen.findByRole('link', { name: 'Lottery results' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Draws awaiting a result' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('North lottery 20261123-HN');
    expect(rows[1]?.textContent).toContain('Hà Nội');
    // 11:15 UTC is 19:15 in Kuala Lumpur.
    await waitFor(() => expect(rows[1]?.textContent).toContain('2026-11-23 19:15:00'));
    expect(
      within(rows[1]!).getByRole('button', { name: 'Enter the result of North lottery 20261123-HN' }),
    ).toBeTruthy();

    // Entered by this operator: both decisions disabled, with the reason tied to them.
    const own = within(rows[2]!).getByRole('button', {
      name: 'Enter the result of North lottery 20261122-HN again to confirm it',
    });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect(own.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(own.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You entered this: another operator must enter it again, without seeing yours, or reject it.',
    );
    const ownReject = within(rows[2]!).getByRole('button', {
      name: 'Reject the result entered for North lottery 20261122-HN',
    });
    expect((ownReject as HTMLButtonElement).disabled).toBe(true);

    const other = within(rows[3]!).getByRole('button', {
      name: 'Enter the result of North lottery 20261121-HN again to confirm it',
    });
    expect((other as HTMLButtonElement).disabled).toBe(false);
    expect(rows[3]?.textContent).toContain('Entered by second');
  });

  it('confirms by a blind second entry, typed from the sheet into empty boxes, and rejects only with a reason', async () => {
    const { calls } = serve({
      'POST /admin/api/lottery/results/proposals/6/confirm': ok(
        proposal('6', '12', 'second', { status: 'confirmed', decidedBy: { id: '1', username: 'admin' } }),
      ),
      'POST /admin/api/lottery/results/proposals/6/reject': ok(proposal('6', '12', 'second', { status: 'rejected' })),
    });
    renderApp('/lottery-results');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Enter the result of North lottery 20261121-HN again to confirm it' }),
    );
    const form = await screen.findByRole('form', { name: 'Second entry of North lottery 20261121-HN' });
    expect(form.textContent).toContain('second entered this result; it is not shown to you.');
    const boxes = within(form).getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(27);
    expect(boxes.every((b) => b.value === '')).toBe(true);
    await user.click(boxes[0]!);
    await user.keyboard(Object.values(north).flat().join(''));
    await user.click(within(form).getByRole('button', { name: 'Check against the first entry' }));
    expect(
      await screen.findByText(
        'Both entries of North lottery 20261121-HN agree: the result is confirmed and the draw settles.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/6/confirm'))?.body).toEqual({ prizes: north, note: '' });

    await user.click(screen.getByRole('button', { name: 'Reject the result entered for North lottery 20261121-HN' }));
    const reject = await screen.findByRole('alertdialog', {
      name: 'Reject the result entered for North lottery 20261121-HN?',
    });
    const button = within(reject).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(within(reject).getByLabelText('Reason'), 'G7 mistyped');
    await user.click(button);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/6/reject'))?.body).toEqual({ reason: 'G7 mistyped' }),
    );
  });

  it('says when the second entry differs, and shows both entries side by side with the differences marked', async () => {
    const differs = proposal('6', '12', 'second', {
      status: 'mismatched',
      decidedBy: { id: '1', username: 'admin' },
      secondResult: { region: 'north', prizes: { ...north, special: ['80128'] } },
    });
    let confirmed = false;
    serve({
      'POST /admin/api/lottery/results/proposals/6/confirm': () => {
        confirmed = true;
        return ok(differs);
      },
      'GET /admin/api/lottery/results': () =>
        ok(
          overview(
            confirmed
              ? { awaiting: [draw('12', '20261121-HN', { mismatch: differs })], settled: [], corrections: [] }
              : {},
          ),
        ),
    });
    renderApp('/lottery-results');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Enter the result of North lottery 20261121-HN again to confirm it' }),
    );
    const form = await screen.findByRole('form', { name: 'Second entry of North lottery 20261121-HN' });
    await user.click(within(form).getAllByRole('textbox')[0]!);
    await user.keyboard(['80128', ...Object.values(north).flat().slice(1)].join(''));
    await user.click(within(form).getByRole('button', { name: 'Check against the first entry' }));
    expect(
      (await screen.findByText(/The two entries of North lottery 20261121-HN differ: nothing settles./)).getAttribute(
        'role',
      ),
    ).toBe('alert');

    const both = await screen.findByRole('region', { name: 'Both entries of North lottery 20261121-HN' });
    const first = within(both).getByRole('table', { name: 'First entry of North lottery 20261121-HN, by second' });
    const second = within(both).getByRole('table', { name: 'Second entry of North lottery 20261121-HN, by admin' });
    expect(within(first).getByRole('rowheader', { name: 'G.ĐB' }).closest('tr')?.textContent).toBe(
      'G.ĐB80127 (differs from the other entry)',
    );
    expect(within(second).getByRole('rowheader', { name: 'G.ĐB' }).closest('tr')?.textContent).toBe(
      'G.ĐB80128 (differs from the other entry)',
    );
    expect(within(second).getByRole('rowheader', { name: 'G1' }).closest('tr')?.textContent).toBe('G111345');
    const table = screen.getByRole('table', { name: 'Draws awaiting a result' });
    expect(table.textContent).toContain('Entries differ');
    expect(table.textContent).toContain('Entered by second and by admin');
    // Nothing waits any more: a new entry is made as for a draw without one.
    expect(within(table).getByRole('button', { name: 'Enter the result of North lottery 20261121-HN' })).toBeTruthy();
  });

  it('enters a result box by box; empty boxes are named before sending, a server refusal marks its box', async () => {
    let attempt = 0;
    const { calls } = serve({
      'POST /admin/api/lottery/results/proposals': (call: Call) => {
        attempt += 1;
        if (attempt === 1)
          return fail(422, 'lottery_result_invalid', "The result does not fit this draw's prize tiers.", {
            issues: [{ code: 'wrong_digits', tier: 'third', item: 2, expected: 5, found: 4 }],
          });
        return ok(
          proposal('7', '10', 'admin', {
            result: { region: 'north', prizes: (call.body as { prizes: unknown }).prizes },
          }),
        );
      },
    });
    renderApp('/lottery-results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter the result of North lottery 20261123-HN' }));
    const form = await screen.findByRole('form', { name: 'Result of North lottery 20261123-HN' });
    const boxes = within(form).getAllByRole('textbox');
    expect(boxes).toHaveLength(27);
    expect(within(form).getByLabelText('G.ĐB number 1 (5 digits)')).toBe(boxes[0]);
    // Typing a full number moves on to the next box; letters are dropped.
    await user.click(boxes[0]!);
    await user.keyboard('8a0127');
    expect((boxes[0] as HTMLInputElement).value).toBe('80127');
    expect(document.activeElement).toBe(boxes[1]);

    // Nothing is sent while boxes are empty; they are marked and counted.
    await user.click(within(form).getByRole('button', { name: 'Send for confirmation' }));
    expect(await within(form).findByText('Fill every box with all its digits: 26 still empty or short.')).toBeTruthy();
    expect(boxes[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(boxes[0]?.getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The rest typed in one go, box after box, as from the sheet.
    await user.click(boxes[1]!);
    await user.keyboard(Object.values(north).flat().slice(1).join(''));
    expect(within(form).queryByText(/still empty or short/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send for confirmation' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain("The result does not fit this draw's prize tiers.");
    expect(alert.textContent).toContain('G3, number 2: 4 digits, 5 expected');
    const third2 = within(form).getByLabelText('G3 number 2 (5 digits)');
    expect(third2.getAttribute('aria-invalid')).toBe('true');
    expect(boxes[0]?.getAttribute('aria-invalid')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send for confirmation' }));
    expect(
      await screen.findByText('Result of North lottery 20261123-HN entered: another operator must confirm it.'),
    ).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'POST').at(-1)?.body as {
      drawId: string;
      prizes: Record<string, string[]>;
    };
    expect(sent).toEqual({ drawId: '10', prizes: north });
  });

  it('starts a correction from the current result', async () => {
    serve();
    renderApp('/lottery-results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct the result of North lottery 20261120-HN' }));
    const form = await screen.findByRole('form', { name: 'Corrected result of North lottery 20261120-HN' });
    expect((within(form).getByLabelText('G.ĐB number 1 (5 digits)') as HTMLInputElement).value).toBe('80127');
    expect(within(form).getByRole('button', { name: 'Send correction for confirmation' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Settled draws' }).textContent).toContain('Corrected (1×)');
  });

  it('uploads a CSV file and lists every problem of a bad one by line', async () => {
    let attempt = 0;
    const { calls } = serve({
      'POST /admin/api/lottery/results/csv': () => {
        attempt += 1;
        if (attempt === 1)
          return fail(
            422,
            'lottery_results_csv_invalid',
            'The results file has errors and nothing was stored. First at line 4.',
            {
              issues: [
                {
                  code: 'wrong_digits',
                  line: 4,
                  column: 4,
                  columnName: 'numbers',
                  tier: 'first',
                  item: 1,
                  expected: 5,
                  found: 4,
                },
                { code: 'station_unknown', line: 11, column: 2, columnName: 'station' },
              ],
            },
          );
        return ok({ proposals: [proposal('8', '10', 'admin', { source: 'csv' })] });
      },
    });
    renderApp('/lottery-results');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Results file (CSV)');
    const upload = screen.getByRole('button', { name: 'Upload for confirmation' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    const text = 'date,station,tier,numbers\n2026-11-23,HN,ĐB,80127\n';
    await user.upload(input, new File([text], 'results.csv', { type: 'text/csv' }));
    await user.click(upload);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('First at line 4.');
    expect(alert.textContent).toContain('Line 4, G1, number 1: 4 digits, 5 expected');
    expect(alert.textContent).toContain('Line 11: unknown station');
    expect(calls.find((c) => c.path === '/admin/api/lottery/results/csv')?.body).toEqual({ csv: text });

    await user.click(upload);
    expect(
      await screen.findByText(
        'Results entered: 1. A draw another operator had entered is checked against their entry; the rest wait for a second entry.',
      ),
    ).toBeTruthy();
  });

  it('shows what each correction moved and who kept money they no longer had to give back', async () => {
    serve();
    renderApp('/lottery-results');
    const table = await screen.findByRole('table', { name: 'Corrections' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Correction 1');
    expect(row.textContent).toContain('second entered, admin confirmed');
    expect(row.textContent).toContain('3 bets of 2 members changed · paid MYR 98.00 · taken back MYR 5.00');
    expect(row.textContent).toContain('MYR 102.90');
    expect(row.textContent).toContain('alice kept MYR 102.90');
  });

  it('says when nothing waits for a result', async () => {
    serve({ 'GET /admin/api/lottery/results': ok(overview({ awaiting: [], settled: [], corrections: [] })) });
    renderApp('/lottery-results');
    expect(await screen.findByText('No draw is waiting for a result')).toBeTruthy();
    expect(screen.getByText('No correction yet')).toBeTruthy();
  });

  describe("in the operator's language", () => {
    afterEach(() => changeLanguage('en'));

    it("names each draw by its game's name (as the server sends it for a Malay operator), never its code", async () => {
      const malay = (d: ReturnType<typeof draw>) => ({ ...d, gameName: 'Loteri Utara' });
      const o = overview();
      serve({
        'GET /admin/api/lottery/results': ok({
          ...o,
          awaiting: o.awaiting.map(malay),
          settled: o.settled.map(malay),
          corrections: o.corrections.map((c) => ({ ...c, gameName: 'Loteri Utara' })),
        }),
      });
      await changeLanguage('ms');
      renderApp('/lottery-results');
      const table = await screen.findByRole('table', { name: 'Cabutan menunggu keputusan' });
      const rows = within(table).getAllByRole('row');
      expect(rows[1]?.textContent).toContain('Loteri Utara 20261123-HN');
      expect(
        within(rows[1]!).getByRole('button', { name: 'Masukkan keputusan Loteri Utara 20261123-HN' }),
      ).toBeTruthy();
      const corrections = await screen.findByRole('table', { name: 'Pembetulan' });
      expect(within(corrections).getAllByRole('row')[1]?.textContent).toContain('Loteri Utara 20261120-HN');
      expect(document.body.textContent).not.toContain('XSMB');
    });
  });
});
