import type { TBonusGrant } from '@gemilang/contract';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';

/**
 * Before a withdrawal while a bonus is in play: withdrawing forfeits that bonus, never the member's cash, and
 * the member says so explicitly (the request then carries `forfeitBonus: true`). Shown too when the server
 * refuses a withdrawal with bonus_forfeit_unconfirmed (a bonus granted after the page was read).
 */
export function ForfeitConfirm({
  grant,
  currency,
  checked,
  onChange,
  error,
}: {
  grant: TBonusGrant | null;
  currency: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('withdraw');
  const id = useId();
  const amount = grant ? formatMoney(currency, grant.balance) : '';
  return (
    <section
      aria-label={t('bonus.title')}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${error ? 'border-danger bg-danger/10' : 'border-warning/50 bg-warning/10'}`}
    >
      <div className="flex items-start gap-3">
        <TriangleAlert size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-warning" />
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-ink text-sm">{t('bonus.title')}</h3>
          <p className="text-ink-soft text-sm">
            {grant ? t('bonus.text', { title: grant.title, amount }) : t('bonus.textUnread')}
          </p>
        </div>
      </div>
      <label htmlFor={id} className="flex min-h-10 cursor-pointer items-start gap-3 text-ink text-sm">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-gold)]"
        />
        <span>{grant ? t('bonus.confirm', { amount }) : t('bonus.confirmUnread')}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </section>
  );
}
