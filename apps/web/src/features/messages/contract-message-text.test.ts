import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '../../shared/i18n';
import { messageText } from './message-text';

const params = {
  contractKind: 'dividend',
  counterpart: 'kid',
  amount: '50.00',
  currency: 'MYR',
  periodStart: '2026-03-09T16:00:00.000Z',
  periodEnd: '2026-03-10T16:00:00.000Z',
  dueAt: '2026-03-11T16:00:00.000Z',
};

describe('contract payout notices', () => {
  it('words each side of a waiting and a forced dividend in the reader language and zone', async () => {
    await i18n.loadNamespaces('messages');
    await changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const waiting = messageText(
      { kind: 'contract_waiting', params: { ...params, role: 'upline' } },
      t,
      'Asia/Kuala_Lumpur',
    );
    expect(waiting.title).toBe('Contract payout waiting');
    expect(waiting.content).toBe(
      'The dividend of MYR 50.00 you owe kid for the period from 2026-03-10 is waiting: your wallet does not cover it. Pay it by 2026-03-12 00:00, or the system will pay it by force and freeze your account.',
    );
    const forced = messageText(
      { kind: 'contract_forced', params: { ...params, role: 'downline', counterpart: 'boss', shortfall: '40.00' } },
      t,
      'Asia/Kuala_Lumpur',
    );
    expect(forced).toMatchObject({ tone: 'danger', toast: 'Dividend paid by force: MYR 50.00' });
    expect(forced.content).toBe(
      'The dividend of MYR 50.00 boss owed you for the period from 2026-03-10 was paid to you by force. The platform advanced MYR 40.00 of it.',
    );
    await changeLanguage('ms');
    const paid = messageText(
      {
        kind: 'contract_paid',
        params: { ...params, contractKind: 'daily_wage', role: 'downline', counterpart: 'boss' },
      },
      i18n.t.bind(i18n),
      'Asia/Kuala_Lumpur',
    );
    expect(paid.content).toBe('boss telah membayar anda gaji harian sebanyak MYR 50.00 bagi tempoh dari 2026-03-10.');
  });

  it('tells the frozen upline what was taken back toward the advance, and what is still owed or that it is settled', async () => {
    await i18n.loadNamespaces('messages');
    await changeLanguage('en');
    const debt = { amount: '12.50', owed: '27.50', currency: 'MYR', periodStart: params.periodStart };
    const partly = messageText(
      { kind: 'contract_debt_recovered', params: debt },
      i18n.t.bind(i18n),
      'Asia/Kuala_Lumpur',
    );
    expect(partly).toMatchObject({ tone: 'info', toast: 'Dividend advance taken back: MYR 12.50' });
    expect(partly.content).toBe(
      'MYR 12.50 was taken from your wallet toward the dividend the platform advanced for you for the period from 2026-03-10. Still owed: MYR 27.50.',
    );
    await changeLanguage('ms');
    const settled = messageText(
      { kind: 'contract_debt_recovered', params: { ...debt, owed: '0.00' } },
      i18n.t.bind(i18n),
      'Asia/Kuala_Lumpur',
    );
    expect(settled.content).toContain('Pendahuluan telah dibayar balik sepenuhnya');
    expect(settled.content).not.toContain('Masih terhutang');
  });
});

describe("the cashier's answer to a withdrawal report", () => {
  it('says whether the money arrived or was sent again, with the reply, in the reader language', async () => {
    await i18n.loadNamespaces('messages');
    await changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const resent = messageText(
      { kind: 'withdrawal_resolved', params: { withdrawalId: '12', outcome: 'resent', reason: 'Sent again today.' } },
      t,
    );
    expect(resent).toMatchObject({
      title: 'Withdrawal report answered',
      toast: 'Withdrawal #12: the money was sent again',
      tone: 'info',
    });
    expect(resent.content).toBe(
      'The cashier checked your report on withdrawal #12: the money was sent again. Please confirm when it reaches you. Reply: Sent again today.',
    );
    await changeLanguage('ms');
    const delivered = messageText(
      { kind: 'withdrawal_resolved', params: { withdrawalId: '12', outcome: 'delivered', reason: 'Sudah masuk.' } },
      i18n.t.bind(i18n),
    );
    expect(delivered.toast).toBe('Pengeluaran #12: bank menunjukkan wang telah sampai');
  });
});
