import type { TWithdrawLimits, TWithdrawResult } from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionsKey, useBonusDetails } from '../../shared/api/bonus-queries';
import { ApiError } from '../../shared/api/client';
import { MoneyForm } from '../../shared/forms/money-form';
import { money } from '../../shared/forms/money-input';
import { useRequestWithdrawal } from './api';
import { BankAccountChoice } from './bank-account-choice';
import { ForfeitConfirm } from './forfeit-confirm';
import { SetUpFirst } from './set-up-first';
import { Summary } from './withdraw-summary';

/**
 * The refusals about the fields above the amount: the bank account is not (or no longer) one of the member's,
 * or a bonus is in play and the member has not agreed to forfeit it.
 */
const extraRefusals = ['not_found', 'bonus_forfeit_unconfirmed'] as const;

/**
 * The bank account, the amount and the payment password, or what to set up first. While a bonus is in play
 * (or the server said one is), the member must agree that withdrawing forfeits it before anything is sent.
 */
export function WithdrawFormBody({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation('withdraw');
  const request = useRequestWithdrawal();
  const queryClient = useQueryClient();
  const [bankAccountId, setBankAccountId] = useState(limits.bankAccounts[0]?.id ?? '');
  const bonuses = useBonusDetails();
  const activeGrant = bonuses.data?.active ?? null;
  const [serverAskedForfeit, setServerAskedForfeit] = useState(false);
  const [forfeitAgreed, setForfeitAgreed] = useState(false);
  const mustAgree = activeGrant !== null || serverAskedForfeit;
  // Which of the fields above the amount the form's one "extra" error is about.
  const extraErrorAbout = useRef<'bank' | 'forfeit'>('bank');

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
            <>
              <BankAccountChoice
                accounts={limits.bankAccounts}
                value={bankAccountId}
                onChange={(id) => {
                  setBankAccountId(id);
                  changed();
                }}
                error={extraErrorAbout.current === 'bank' ? error : undefined}
              />
              {mustAgree ? (
                <ForfeitConfirm
                  grant={activeGrant}
                  currency={bonuses.data?.currency ?? limits.currency}
                  checked={forfeitAgreed}
                  onChange={(agreed) => {
                    setForfeitAgreed(agreed);
                    changed();
                  }}
                  error={extraErrorAbout.current === 'forfeit' ? error : undefined}
                />
              ) : null}
            </>
          ),
          problem: () => {
            if (!bankAccountId) {
              extraErrorAbout.current = 'bank';
              return t('errors.bankRequired');
            }
            if (mustAgree && !forfeitAgreed) {
              extraErrorAbout.current = 'forfeit';
              return t('bonus.required');
            }
            return null;
          },
          refusals: extraRefusals,
        }}
        pending={request.isPending}
        send={(entry, handlers) =>
          request.mutate(
            { bankAccountId, ...entry, ...(mustAgree && forfeitAgreed ? { forfeitBonus: true } : {}) },
            {
              ...handlers,
              onSuccess: (result) => {
                // The bonus was forfeited with the withdrawal: the header chip and bonus details read it again.
                void queryClient.invalidateQueries({ queryKey: promotionsKey });
                setServerAskedForfeit(false);
                setForfeitAgreed(false);
                handlers.onSuccess(result);
              },
              onError: (error) => {
                const forfeit = error instanceof ApiError && error.code === 'bonus_forfeit_unconfirmed';
                extraErrorAbout.current = forfeit ? 'forfeit' : 'bank';
                if (forfeit) {
                  setServerAskedForfeit(true);
                  setForfeitAgreed(false);
                  void bonuses.refetch();
                }
                handlers.onError(error);
              },
            },
          )
        }
        done={({ withdrawal }) => t('form.requested', { amount: m(withdrawal.amount), id: withdrawal.id })}
        submit={{ label: t('form.submit'), icon: <Banknote size={18} aria-hidden="true" /> }}
        note={t('form.note', { minutes: limits.autoConfirmMinutes })}
      />
    </>
  );
}
