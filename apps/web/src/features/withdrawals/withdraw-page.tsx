import { useTranslation } from 'react-i18next';
import { useLiveWithdrawals } from './live-withdrawals';
import { MyWithdrawals } from './my-withdrawals';
import { WithdrawForm } from './withdraw-form';

/**
 * The withdrawal page of the member centre (withdraw): the balance that can be withdrawn, the bank
 * account to receive it (or a way to add one), the amount within the brand's limits with "all", the
 * payment password; below, the member's withdrawals with what is paid and what remains, and the answers
 * the member owes about paid money: received, all received, or not received with a proof image.
 */
export function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  useLiveWithdrawals();
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
      <WithdrawForm />
      <MyWithdrawals />
    </div>
  );
}
