import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { ApiError } from '../api/client';
import { type MoneyEntry, MoneyForm, type SendHandlers } from './money-form';

const limits = {
  currency: 'MYR',
  exponent: 2,
  minAmount: '10.00',
  maxAmount: '1000.00',
  available: '500.00',
  maxNow: '500.00',
};

type Sent = { entry: MoneyEntry; handlers: SendHandlers<{ amount: string }> };

/** The form with a fake call that records what it was asked to send and leaves the answer to the test. */
async function renderForm(confirm = false) {
  const sent: Sent[] = [];
  await renderPage(
    <MoneyForm<{ amount: string }>
      label="Send money"
      limits={limits}
      pending={false}
      send={(entry, handlers) => sent.push({ entry, handlers })}
      done={(result) => `Sent ${result.amount}`}
      submit={{ label: 'Send', icon: null }}
      note="Arrives at once."
      confirm={
        confirm
          ? (amount) => ({ title: `Send ${amount}?`, confirmLabel: 'Yes, send', cancelLabel: 'No', text: 'For good.' })
          : undefined
      }
    />,
  );
  const form = screen.getByRole('form', { name: 'Send money' });
  const amount = screen.getByRole('textbox', { name: /Amount/ });
  const password = screen.getByLabelText(/Payment password/);
  return { sent, form, amount, password };
}

/**
 * The one form behind the withdrawal and both transfers. Seen red: with the key kept when the amount changes,
 * a new amount went out under the old key (the server would have answered the first request again); with the
 * password kept after a refusal it stayed filled in.
 */
describe('MoneyForm', () => {
  it('checks the amount and the password before sending anything', async () => {
    const { sent, form } = await renderForm();
    fireEvent.submit(form);
    expect(screen.getByText('Enter an amount.')).toBeTruthy();
    expect(screen.getByText('Enter your payment password.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('keeps one idempotency key while the member retries the same amount, and takes a new one for a new amount', async () => {
    const { sent, form, amount, password } = await renderForm();
    fireEvent.change(amount, { target: { value: ' 20 ' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.submit(form);
    expect(sent[0]?.entry).toMatchObject({ amount: '20', paymentPassword: 'secret' });
    expect(sent[0]?.entry.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

    // A refusal about the password: it goes under that field, the password is emptied, the key stays.
    const refusal = new ApiError('payment_password_wrong', 'Wrong payment password.', 400);
    sent[0]?.handlers.onError(refusal);
    expect(await screen.findByText('Wrong payment password.')).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('');
    fireEvent.change(password, { target: { value: 'secret2' } });
    fireEvent.submit(form);
    expect(sent[1]?.entry.idempotencyKey).toBe(sent[0]?.entry.idempotencyKey);

    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.change(password, { target: { value: 'secret2' } });
    fireEvent.submit(form);
    expect(sent[2]?.entry.idempotencyKey).not.toBe(sent[0]?.entry.idempotencyKey);

    sent[2]?.handlers.onSuccess({ amount: '30.00' });
    expect((await screen.findByRole('status')).textContent).toContain('Sent 30.00');
  });

  it('asks first where the money does not come back, and sends on yes', async () => {
    const { sent, form, amount, password } = await renderForm(true);
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.submit(form);
    expect(sent).toHaveLength(0);
    expect(await screen.findByText('Send MYR 20.00?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('fills in the most that can be sent now with All', async () => {
    const send = vi.fn();
    await renderPage(
      <MoneyForm
        label="Send money"
        limits={limits}
        pending={false}
        send={send}
        done={() => ''}
        submit={{ label: 'Send', icon: null }}
        note=""
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('500.00');
  });
});
