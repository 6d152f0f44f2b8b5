import type { TMemberBankAccount } from '@gemilang/contract';
import { memberSecurityRoutes } from '@gemilang/contract/web';
import { CreditCard, Landmark, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { fallbackRules, ruleOf, useRefreshAccount, useRegisterSettings } from './api';
import { FormActions, useFields, useRuleCheck } from './form-kit';

/** The member's bank accounts for withdrawals: listed with the number masked, added, removed. */
export function BankAccounts({
  accounts,
  max,
  payeeName,
}: {
  accounts: TMemberBankAccount[];
  max: number;
  payeeName: string;
}) {
  const { t } = useTranslation('security');
  const refresh = useRefreshAccount();
  const [adding, setAdding] = useState(false);
  const full = accounts.length >= max;

  async function remove(account: TMemberBankAccount) {
    const names = { bank: account.bankName, number: account.accountNumber };
    const choice = await showGeneralDialog({
      icon: 'warning',
      title: t('bank.removeTitle'),
      text: t('bank.removeText', names),
      buttons: [{ label: t('bank.removeConfirm') }, { label: t('cancel'), variant: 'secondary' }],
    });
    if (choice !== 0) return;
    try {
      await callApi(memberSecurityRoutes.removeBankAccount, { params: { id: account.id } });
      await refresh();
      void showGeneralDialog({ icon: 'success', text: t('bank.removed'), autoCloseMs: 2000 });
    } catch (error) {
      void showGeneralDialog({ icon: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {accounts.length === 0 ? (
        <p className="rounded-lg border border-line border-dashed px-3 py-4 text-center text-ink-soft text-sm">
          {t('bank.empty')}
        </p>
      ) : (
        <ul aria-label={t('bank.list')} className="grid gap-2 sm:grid-cols-2">
          {accounts.map((account) => (
            <li
              key={account.id}
              className="flex items-center gap-3 rounded-lg border border-line bg-gradient-to-br from-raised to-surface p-3"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-md bg-gold/15 text-gold"
              >
                <Landmark size={18} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink text-sm">{account.bankName}</p>
                <p className="truncate text-ink-soft text-xs tabular">
                  {account.accountNumber} · {account.accountName}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('bank.remove', { bank: account.bankName, number: account.accountNumber })}
                onClick={() => void remove(account)}
              >
                <Trash2 size={18} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-ink-soft text-xs">{t('bank.full', { max })}</p>
      ) : adding ? (
        <AddBankAccountForm payeeName={payeeName} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
          {t('bank.add')}
        </Button>
      )}
    </div>
  );
}

function AddBankAccountForm({ payeeName, onDone }: { payeeName: string; onDone: () => void }) {
  const { t } = useTranslation(['security', 'patterns']);
  const { data: settings } = useRegisterSettings();
  const nameRule = ruleOf(settings, 'payeeName', fallbackRules.payeeName);
  const check = useRuleCheck();
  const refresh = useRefreshAccount();
  const form = useFields({ bankName: '', accountNumber: '', accountName: payeeName });
  const { values } = form;
  const digits = values.accountNumber.replace(/[\s-]/g, '');

  const submit = () =>
    form.submit(
      {
        bankName: values.bankName.trim() === '' ? t('patterns:required') : undefined,
        accountNumber:
          digits === ''
            ? t('patterns:required')
            : /^\d{6,20}$/.test(digits)
              ? undefined
              : t('bank.accountNumberInvalid'),
        accountName: payeeName ? undefined : check(nameRule, values.accountName.trim()),
      },
      async () => {
        await callApi(memberSecurityRoutes.addBankAccount, {
          body: { bankName: values.bankName.trim(), accountNumber: digits, accountName: values.accountName.trim() },
        });
        await refresh();
        onDone();
        void showGeneralDialog({ icon: 'success', text: t('bank.added'), autoCloseMs: 2000 });
      },
      { invalid_payee_name: 'accountName', bank_account_exists: 'accountNumber' },
    );

  return (
    <form
      noValidate
      aria-label={t('bank.add')}
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('bank.bankName')}
        required
        maxLength={64}
        autoComplete="off"
        icon={<Landmark size={18} />}
        {...form.bind('bankName')}
      />
      <TextField
        label={t('bank.accountNumber')}
        required
        inputMode="numeric"
        maxLength={40}
        autoComplete="off"
        icon={<CreditCard size={18} />}
        {...form.bind('accountNumber')}
      />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('bank.accountName')}
          required
          readOnly={payeeName !== ''}
          maxLength={64}
          autoComplete="name"
          icon={<UserRound size={18} />}
          {...form.bind('accountName')}
        />
        <p className="text-ink-soft text-xs">
          {payeeName ? t('bank.accountNameHint', { name: payeeName }) : t('bank.accountNameFirst')}
        </p>
      </div>
      <FormActions error={form.formError} submitting={form.submitting} label={t('bank.submit')} onCancel={onDone} />
    </form>
  );
}
