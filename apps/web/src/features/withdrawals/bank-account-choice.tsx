import type { TMemberBankAccount } from '@gemilang/contract';
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The member's bank account to receive the withdrawal, or a way to add one. */
export function BankAccountChoice({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: TMemberBankAccount[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('withdraw');
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-medium text-ink-soft text-sm">{t('form.bankAccount')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => {
          const checked = account.id === value;
          return (
            <label
              key={account.id}
              className={[
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border bg-surface px-3 py-2 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                checked ? 'border-gold bg-gold/10' : 'border-line hover:border-gold/50',
              ].join(' ')}
            >
              <input
                type="radio"
                name="bankAccount"
                value={account.id}
                checked={checked}
                onChange={() => onChange(account.id)}
                className="sr-only"
              />
              <Landmark size={20} aria-hidden="true" className={checked ? 'text-gold' : 'text-ink-soft'} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-ink text-sm">
                  {account.bankName} <span className="tabular">{account.accountNumber}</span>
                </span>
                <span className="truncate text-ink-soft text-xs">{account.accountName}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
