import type { TWithdrawLimits, TWithdrawResult } from '@gemilang/contract';
import { Banknote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyForm } from '../../shared/forms/money-form';
import { money } from '../../shared/forms/money-input';
import { useRequestWithdrawal } from './api';
import { BankAccountChoice } from './bank-account-choice';
import { SetUpFirst } from './set-up-first';
import { Summary } from './withdraw-summary';

/** The refusals about the bank account: it is not (or no longer) one of the member's. */
const bankAccountRefusals = ['not_found'] as const;

/** The bank account, the amount and the payment password, or what to set up first. */
export function WithdrawFormBody({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation('withdraw');
  const request = useRequestWithdrawal();
  const [bankAccountId, setBankAccountId] = useState(limits.bankAccounts[0]?.id ?? '');

  useEffect(() => {
    if (!limits.bankAccounts.some((a) => a.id === bankAccountId)) setBankAccountId(limits.bankAccounts[0]?.id ?? '');
  }, [limits.bankAccounts, bankAccountId]);

  if (!limits.paymentPasswordSet) {
    return (
      <>
        <Summary limits={limits} />
        <SetUpFirst title={t('setup.passwordTitle')} text={t('setup.passwordText')} action={t('setup.openMyAccount')} />
      </>
    );
  }
  if (limits.bankAccounts.length === 0) {
    return (
      <>
        <Summary limits={limits} />
        <SetUpFirst title={t('setup.bankTitle')} text={t('setup.bankText')} action={t('setup.addBank')} />
      </>
    );
  }

  const m = (value: string) => money(limits.currency, value, limits.exponent);

  return (
    <>
      <Summary limits={limits} />
      <MoneyForm<TWithdrawResult>
        label={t('form.label')}
        limits={limits}
        amountRefusals={['withdrawal_daily_limit']}
        extra={{
          render: ({ error, changed }) => (
            <BankAccountChoice
              accounts={limits.bankAccounts}
              value={bankAccountId}
              onChange={(id) => {
                setBankAccountId(id);
                changed();
              }}
              error={error}
            />
          ),
          problem: () => (bankAccountId ? null : t('errors.bankRequired')),
          refusals: bankAccountRefusals,
        }}
        pending={request.isPending}
        send={(entry, handlers) => request.mutate({ bankAccountId, ...entry }, handlers)}
        done={({ withdrawal }) => t('form.requested', { amount: m(withdrawal.amount), id: withdrawal.id })}
        submit={{ label: t('form.submit'), icon: <Banknote size={18} aria-hidden="true" /> }}
        note={t('form.note', { minutes: limits.autoConfirmMinutes })}
      />
    </>
  );
}
