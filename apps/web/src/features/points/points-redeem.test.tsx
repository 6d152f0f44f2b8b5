import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { closeDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { catalogue, config, headphonesItem, redemption } from './fixtures';
import { PointsMallPage } from './points-mall-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const REDEEM = 'POST /wps/relay/passwordCheck/MCS2_redeemPointReward';
const BALANCE = 'POST /wps/relay/MCS2_getPointBalance';

function fakeMall(over: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    [BALANCE]: { value: { enabled: true, balance: '2512.50' } },
    'POST /wps/relay/MCS2_getPointReward': { value: catalogue() },
    'POST /wps/relay/MCS2_getPointConfig': { value: config() },
    ...over,
  });
}

async function open(path = '/pointMall', language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(memberSession);
  return renderAt(path, <PointsMallPage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
  closeDialog();
});

describe('redeeming in the points mall', () => {
  it('redeems a promotion item without delivery details and shows it approved, then reads the points again', async () => {
    const api = fakeMall({
      [REDEEM]: {
        value: redemption({
          type: 'promotion',
          itemName: 'Bonus MYR 10',
          quantity: 2,
          points: '1000.00',
          amount: '0.00',
          status: 'approved',
          recipient: '',
          deliveryAddress: '',
          phone: '',
        }),
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Bonus MYR 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Bonus MYR 10' });
    expect(within(dialog).queryByLabelText(/Delivery address/)).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: "Recipient's name" })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(dialog.textContent).toContain('Points required1,000.00 points');
    expect(dialog.textContent).toContain('Points left after1,512.50');
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), 'pay-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));

    expect(await within(dialog).findByRole('heading', { name: 'Redemption received' })).toBeTruthy();
    expect(within(dialog).getByText('Approved')).toBeTruthy();
    const [call] = api.callsTo(REDEEM);
    expect(call?.body).toMatchObject({ itemId: '1', version: 1, quantity: 2, paymentPassword: 'pay-1234' });
    expect(call?.body).not.toHaveProperty('address');
    await waitFor(() => expect(api.callsTo(BALANCE).length).toBeGreaterThan(1));
  });

  it('asks for the recipient, address and phone of a gift and sends them', async () => {
    const api = fakeMall({ [REDEEM]: { value: redemption() } });
    await open('/pointMall?type=gift');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Wireless headphones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Wireless headphones' });
    expect(within(dialog).getByRole('group', { name: 'Delivery' })).toBeTruthy();
    expect(dialog.textContent).toContain('Amount requiredMYR 15.00');
    // One per member: the stepper stops at one.
    expect(within(dialog).getByRole('button', { name: 'One more' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(within(dialog).getByText("Enter the recipient's name.")).toBeTruthy();
    expect(within(dialog).getByText('Enter the delivery address.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a phone number the courier can call.')).toBeTruthy();
    expect(api.callsTo(REDEEM)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: "Recipient's name" }), 'Aminah');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Delivery address' }),
      '12 Jalan Ampang, Kuala Lumpur',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '+60 12 345 6789');
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), 'pay-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByRole('heading', { name: 'Redemption received' })).toBeTruthy();
    expect(within(dialog).getByText('Applying')).toBeTruthy();
    expect(api.callsTo(REDEEM)[0]?.body).toMatchObject({
      itemId: headphonesItem.id,
      quantity: 1,
      recipient: 'Aminah',
      address: '12 Jalan Ampang, Kuala Lumpur',
      phone: '+60 12 345 6789',
    });
  });

  it('shows the server refusal in the dialog in the member language, the payment password under its field', async () => {
    let calls = 0;
    const api = fakeMall({
      [REDEEM]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 422,
              error: { code: 'payment_password_wrong', message: 'Kata laluan pembayaran salah. Tinggal 4 percubaan.' },
            }
          : { status: 409, error: { code: 'points_out_of_stock', message: 'Item ini tidak mencukupi stok.' } };
      },
    });
    await open('/pointMall', 'ms');
    await userEvent.click(await screen.findByRole('button', { name: 'Tebus Bonus MYR 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tebus Bonus MYR 10' });
    const password = within(dialog).getByLabelText(/Kata laluan pembayaran/);
    await userEvent.type(password, 'salah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tebus sekarang' }));
    expect(await within(dialog).findByText('Kata laluan pembayaran salah. Tinggal 4 percubaan.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((password as HTMLInputElement).value).toBe('');

    await userEvent.type(password, 'betul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tebus sekarang' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Item ini tidak mencukupi stok.');
    // The same order both times: a retry with the password corrected carries the same key.
    const keys = api.callsTo(REDEEM).map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('converts points to cash at the brand rate with the payment password', async () => {
    const api = fakeMall({
      'POST /wps/relay/passwordCheck/MCS2_convertPoint': {
        value: { points: '1000.00', amount: '10.00', balance: '1512.50', cashBalance: '110.00' },
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to cash' });
    const points = within(dialog).getByRole('textbox', { name: 'Points to convert' });
    await userEvent.type(points, '100');
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), 'pay-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(within(dialog).getByText('Convert at least 500.00 points at a time.')).toBeTruthy();

    await userEvent.clear(points);
    await userEvent.type(points, '1000');
    expect(dialog.textContent).toContain('You receiveMYR 10.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(
      await within(dialog).findByText(
        '1,000.00 points became MYR 10.00. Points left: 1,512.50. Cash balance: MYR 110.00.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /wps/relay/passwordCheck/MCS2_convertPoint')[0]?.body).toMatchObject({
      points: '1000',
      paymentPassword: 'pay-1234',
    });
  });
});
