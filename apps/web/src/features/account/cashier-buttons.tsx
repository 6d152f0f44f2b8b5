import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/dialogs';

/** Deposit and Withdraw in the logged-in strip: each opens the member centre on its page. */
export function CashierButtons() {
  const { t } = useTranslation('shell');
  return (
    <>
      {/* On a phone the header has room for a "+" beside the balance only; the name stays "Deposit". */}
      <button
        type="button"
        aria-label={t('account.deposit')}
        onClick={() => openDialog('memberCentre', { page: 'depositv2' })}
        className="inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-gold font-semibold text-night text-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold sm:w-auto sm:px-3"
      >
        <span aria-hidden="true" className="font-bold text-2xl leading-none sm:hidden">
          +
        </span>
        <span className="hidden sm:inline">{t('account.deposit')}</span>
      </button>
      <button
        type="button"
        onClick={() => openDialog('memberCentre', { page: 'withdraw' })}
        className="hidden min-h-10 items-center rounded-lg border border-gold/60 px-3 font-semibold text-gold text-sm hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-gold md:inline-flex"
      >
        {t('account.withdraw')}
      </button>
    </>
  );
}
