import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const cs = {
  token: 'operator-token-0123456789abcdef',
  username: 'carol',
  displayName: 'Carol',
  role: 'cs' as const,
};
const base = {
  'GET /admin/api/me': ok({ id: '2', username: 'carol', displayName: 'Carol', role: 'cs' }),
  'GET /wps/system/status': ok(merchantStatus),
};

describe('the points adjustments page', () => {
  it('checks the form, then takes points off after the confirmation and shows the new balance', async () => {
    const { calls } = mockServer({
      ...base,
      'POST /admin/api/points/adjustments': ok({ memberName: 'demo', points: '-12.50', balance: '987.50' }),
    });
    renderApp('/points/adjustments', cs);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust points' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText(/Enter points other than zero/)).toBeTruthy();

    await user.type(screen.getByLabelText('Member'), ' demo ');
    await user.type(screen.getByLabelText('Points'), '-12.50');
    await user.type(screen.getByLabelText('Reason'), 'Duplicate accrual');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take 12.50 points off demo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, string>;
    expect(body).toMatchObject({ memberName: 'demo', points: '-12.50', reason: 'Duplicate accrual' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('demo: -12.50 points, balance now 987.50 points.')).toBeTruthy();
    expect((screen.getByLabelText('Member') as HTMLInputElement).value).toBe('');
  });

  it('shows why the server refused, and sends a second try with the same key', async () => {
    const { calls } = mockServer({
      ...base,
      'POST /admin/api/points/adjustments': fail(422, 'points_insufficient', 'You do not have enough points.'),
    });
    renderApp('/points/adjustments', cs);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member'), 'demo');
    await user.type(screen.getByLabelText('Points'), '+250');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Adjust points' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Give 250.00 points to demo?' });
      await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
      expect(await screen.findByText('You do not have enough points.')).toBeTruthy();
    }
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, string>);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.points).toBe('250');
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
  });
});
