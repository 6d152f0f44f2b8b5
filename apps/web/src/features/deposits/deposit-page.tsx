import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../shared/dialogs';
import { subscribeRealtime } from '../../shared/realtime';
import { depositKeys } from './api';
import { DepositForm } from './deposit-form';
import { RecentDeposits } from './recent-deposits';
import { ReturnedDeposit } from './returned-deposit';

/**
 * The deposit page of the member centre (depositv2): the brand's methods as cards, the amount within
 * the method's limits with quick picks, then either the receiving bank account (copy buttons, the
 * transfer's reference and a receipt image) or a hand-over to the payment gateway; the member's recent
 * deposits with their states below. Back from the gateway (`?deposit=<id>`), the deposit's outcome
 * shows first. Everything updates live when the cashier or the gateway settles a deposit.
 */
export function DepositPage() {
  const { t } = useTranslation('deposit');
  const { props } = useDialog();
  const queryClient = useQueryClient();
  const [returned, setReturned] = useState<string | null>(props.deposit ?? null);

  useEffect(() => {
    if (props.deposit) setReturned(props.deposit);
  }, [props.deposit]);

  // A deposit credited or rejected while the page is open changes its state here without a reload.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'balance' || event.type === 'message') {
          void queryClient.invalidateQueries({ queryKey: depositKeys.all });
        }
      }),
    [queryClient],
  );

  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
      {returned ? <ReturnedDeposit id={returned} onClose={() => setReturned(null)} /> : null}
      <DepositForm />
      <RecentDeposits />
    </div>
  );
}
