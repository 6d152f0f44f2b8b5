import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { emitRealtime } from '../../shared/realtime-events';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { bonuses, grant } from '../promotions/fixtures';
import { Balance } from './balance';
import { BonusChip } from './bonus-chip';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;
const ended = grant({ id: '5', state: 'forfeited', reason: 'withdrawal', balance: '0.00', forfeited: '100.00' });

function serve(details = bonuses([grant(), ended])) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/bonuses': { value: details },
    'GET /wps/v2/wallets/balance': { value: { sumBalance: '500.00', currency: 'MYR' } },
  });
}

async function open(ui: React.ReactNode) {
  await changeLanguage('en');
  setSession(member);
  return renderAt('/index', ui);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the header bonus chip', () => {
  it('shows the active bonus balance, opens bonus details, and reads again when the balance changes', async () => {
    let balance = '62.50';
    const api = serve();
    api.on('GET /wps/member/bonuses', () => ({ value: bonuses([grant({ balance }), ended]) }));
    // As the header's strip holds them: the balance beside the chip.
    await open(
      <>
        <Balance token={member.token} />
        <BonusChip token={member.token} />
      </>,
    );
    const chip = await screen.findByRole('button', {
      name: 'You are playing with bonus funds: MYR 62.50. Open bonus details',
    });
    expect(chip.textContent).toBe('Bonus MYR 62.50');
    await userEvent.click(chip);
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'bonusDetails' } });

    balance = '40.00';
    act(() => emitRealtime({ type: 'balance', sumBalance: '480.00', currency: 'MYR' }));
    expect(await screen.findByText('Bonus MYR 40.00')).toBeTruthy();

    balance = '38.00';
    await userEvent.click(screen.getByRole('button', { name: /^Refresh balance/ }));
    expect(await screen.findByText('Bonus MYR 38.00')).toBeTruthy();
  });

  it('appears when a bonus message says staff granted one, though no cash moved', async () => {
    let details = bonuses([ended]);
    const api = serve();
    api.on('GET /wps/member/bonuses', () => ({ value: details }));
    await open(<BonusChip token={member.token} />);
    // Both read (the bonuses once more if the balance came later), and then nothing would read them again soon.
    await waitFor(() => expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /wps/member/bonuses').length).toBeGreaterThan(0));
    await act(() => new Promise((settled) => setTimeout(settled, 300)));
    expect(screen.queryByRole('button')).toBeNull();

    details = bonuses([grant({ balance: '18.00' }), ended]);
    act(() => emitRealtime({ type: 'message', id: '41', kind: 'promotion_approved' }));
    expect(await screen.findByText('Bonus MYR 18.00')).toBeTruthy();
  });

  it('shows nothing while the member plays with cash only', async () => {
    const api = serve(bonuses([ended]));
    await open(<BonusChip token={member.token} />);
    await waitFor(() => expect(api.callsTo('GET /wps/member/bonuses').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
